/** A money field's text that does not parse (apps/web/src/components/cost-preview/money.ts, the one importer). */
export const EURO_FORMAT_INVALID = 'Importo non valido: usare il formato euro,centesimi (es. 12,50).';
