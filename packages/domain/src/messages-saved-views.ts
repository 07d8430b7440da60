/**
 * Italian texts of "Viste salvate" (components/saved-views.tsx): the menu of a list's named filter sets and its
 * dialog. The filter bar loads that component after the list's first render, so only its chunk imports them.
 */

export const BUTTON = 'Viste salvate';
export const BUTTON_COUNT = 'Viste salvate ({count})';
export const EMPTY = 'Nessuna vista salvata per questo elenco';
/** Someone else's view, shared with the staff. */
export const OWNER = 'di {owner}';
export const SHARED = 'Condivisa';
export const EDIT_VIEW = 'Modifica la vista {name}';
export const DELETE_VIEW = 'Elimina la vista {name}';
export const DELETE_TITLE = 'Eliminare la vista "{name}"?';
export const DELETE_BODY_SHARED = 'La vista è condivisa: sparirà anche per il resto del personale.';
export const DELETE_BODY = 'La vista sarà eliminata.';
export const DELETE_CONFIRM = 'Elimina';
export const SAVE_CURRENT = 'Salva i filtri attuali come vista…';
export const EDIT_TITLE = 'Modifica la vista';
export const SAVE_TITLE = 'Salva la vista';
export const NAME = 'Nome';
export const REPLACE_FILTERS = 'Sostituisci i filtri con quelli attuali';
export const SHARE = 'Condividi con tutto il personale';
