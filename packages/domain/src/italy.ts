/**
 * The regions and sales zones an outlet belongs to: one list for the outlet form, its API, the registry import and
 * the filters, so the import cannot accept what the form refuses.
 */

/** The twenty Italian regions, as the registry writes them (the outlet filter matches them exactly). */
export const REGIONS = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  "Valle d'Aosta",
  'Trentino-Alto Adige',
  'Umbria',
  'Veneto',
] as const;
export type Region = (typeof REGIONS)[number];

/** The sales zones of the network: the code stored, the label shown. */
export const ZONES = [
  { value: 'NORD_OVEST', label: 'Nord-Ovest' },
  { value: 'NORD_EST', label: 'Nord-Est' },
  { value: 'CENTRO', label: 'Centro' },
  { value: 'SUD', label: 'Sud' },
  { value: 'ISOLE', label: 'Isole' },
] as const;
export type Zone = (typeof ZONES)[number]['value'];

const REGION_SET = new Set<string>(REGIONS);

export function isRegion(value: string): value is Region {
  return REGION_SET.has(value);
}

/** The zone a registry cell or a form names, by its code or its label (any case); null when none. */
export function zoneOf(value: string): Zone | null {
  const v = value.trim().toLowerCase();
  return ZONES.find((z) => z.value.toLowerCase() === v || z.label.toLowerCase() === v)?.value ?? null;
}

export function zoneLabel(zone: string | null | undefined): string {
  return ZONES.find((z) => z.value === zone)?.label ?? zone ?? '';
}
