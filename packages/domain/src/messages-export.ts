/** Italian texts of a list's export buttons (components/export-buttons.tsx): only that component imports them. */
export const EXPORT_TEXTS = {
  EXPORT: 'Esporta',
  /** "Esporta CSV", "Esporta Excel". */
  EXPORT_FORMAT: 'Esporta {format}',
} as const;
