/**
 * Italian texts of the scaffold of detail and edit pages (components/detail-page.tsx, versioned-edit-form.tsx,
 * unsaved-changes-guard.tsx). Only lazily loaded pages use them, by path; the record's history has its own words
 * (./messages-history.ts).
 */

export const BACK_TO_LIST = "Torna all'elenco";
/** A save refused because someone else changed the record meanwhile. */
export const RELOAD = 'Ricarica';
export const DISCARD_CHANGES = 'Annulla modifiche';
export const UNSAVED_TITLE = 'Modifiche non salvate';
export const UNSAVED_BODY = 'Ci sono modifiche non salvate. Uscendo dalla pagina andranno perse.';
export const UNSAVED_LEAVE = 'Esci senza salvare';
export const UNSAVED_STAY = 'Resta nella pagina';
