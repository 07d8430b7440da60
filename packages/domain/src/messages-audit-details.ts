/**
 * Italian texts of the details of an audit entry (components/audit-details.tsx), in the activity log and in the
 * detail pages' history: only that component imports them, so they travel in its chunk.
 */

/** The rest of an entry's fields, in the grid's one-line rows and in the table. */
export const MORE_FIELDS_SHORT = 'Tutti i campi (+{count})';
export const MORE_FIELDS = 'Mostra tutti i campi (altri {count})';
export const COL_FIELD = 'Campo';
export const COL_BEFORE = 'Prima';
export const COL_AFTER = 'Dopo';
