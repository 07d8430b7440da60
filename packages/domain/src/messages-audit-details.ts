/**
 * Italian texts of the details of an audit entry (components/audit-details.tsx), in the activity log and in the
 * detail pages' history: only that component imports them, so they travel in its chunk.
 */
export const AUDIT_DETAILS_TEXTS = {
  /** The rest of an entry's fields, in the grid's one-line rows and in the table. */
  MORE_FIELDS_SHORT: 'Tutti i campi (+{count})',
  MORE_FIELDS: 'Mostra tutti i campi (altri {count})',
  COL_FIELD: 'Campo',
  COL_BEFORE: 'Prima',
  COL_AFTER: 'Dopo',
} as const;
