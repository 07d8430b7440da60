import type { HistoryResponse } from '@bacheca/domain';

/** Italian names of the audit actions on structures and systems (the shared history table knows the users' ones). */
export const BOARD_ACTION_LABELS: Record<string, string> = {
  create_draft: 'Creazione in bozza',
  generate_systems: 'Generazione sistemi',
  generate: 'Generato dalla struttura',
  quote_change: 'Gestione quote',
  tag_rename: 'Tag rinominato',
  tag_delete: 'Tag eliminato',
};

/** The history with the structure/system action names in Italian, for the shared HistoryTable. */
export function withBoardActionLabels(data: HistoryResponse | undefined): HistoryResponse | undefined {
  if (!data) return data;
  return { ...data, items: data.items.map((e) => ({ ...e, action: BOARD_ACTION_LABELS[e.action] ?? e.action })) };
}
