/** Italian texts of a list's export buttons (components/export-buttons.tsx): only that component imports them. */

export const EXPORT = 'Esporta';
/** "Esporta CSV", "Esporta Excel". */
export const EXPORT_FORMAT = 'Esporta {format}';
