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

/** The sales zones of the network. */
export const ZONES = [
  { value: 'NORD_OVEST', label: 'Nord-Ovest' },
  { value: 'NORD_EST', label: 'Nord-Est' },
  { value: 'CENTRO', label: 'Centro' },
  { value: 'SUD', label: 'Sud' },
  { value: 'ISOLE', label: 'Isole' },
] as const;

export function zoneLabel(zone: string | null | undefined): string {
  return ZONES.find((z) => z.value === zone)?.label ?? zone ?? '';
}
