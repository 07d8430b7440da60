/**
 * Italian texts of the scaffold of detail and edit pages (components/detail-page.tsx, versioned-edit-form.tsx,
 * unsaved-changes-guard.tsx). Only lazily loaded pages use them, by path; the record's history has its own words
 * (./messages-history.ts).
 */
export const DETAIL_TEXTS = {
  BACK_TO_LIST: "Torna all'elenco",
  /** A save refused because someone else changed the record meanwhile. */
  RELOAD: 'Ricarica',
  DISCARD_CHANGES: 'Annulla modifiche',
  UNSAVED_TITLE: 'Modifiche non salvate',
  UNSAVED_BODY: 'Ci sono modifiche non salvate. Uscendo dalla pagina andranno perse.',
  UNSAVED_LEAVE: 'Esci senza salvare',
  UNSAVED_STAY: 'Resta nella pagina',
} as const;
