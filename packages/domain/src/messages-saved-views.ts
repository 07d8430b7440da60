/**
 * Italian texts of "Viste salvate" (components/saved-views.tsx): the menu of a list's named filter sets and its
 * dialog. The filter bar loads that component after the list's first render, so only its chunk imports them.
 */
export const SAVED_VIEWS_TEXTS = {
  BUTTON: 'Viste salvate',
  BUTTON_COUNT: 'Viste salvate ({count})',
  EMPTY: 'Nessuna vista salvata per questo elenco',
  /** Someone else's view, shared with the staff. */
  OWNER: 'di {owner}',
  SHARED: 'Condivisa',
  EDIT_VIEW: 'Modifica la vista {name}',
  DELETE_VIEW: 'Elimina la vista {name}',
  DELETE_TITLE: 'Eliminare la vista "{name}"?',
  DELETE_BODY_SHARED: 'La vista è condivisa: sparirà anche per il resto del personale.',
  DELETE_BODY: 'La vista sarà eliminata.',
  DELETE_CONFIRM: 'Elimina',
  SAVE_CURRENT: 'Salva i filtri attuali come vista…',
  EDIT_TITLE: 'Modifica la vista',
  SAVE_TITLE: 'Salva la vista',
  NAME: 'Nome',
  REPLACE_FILTERS: 'Sostituisci i filtri con quelli attuali',
  SHARE: 'Condividi con tutto il personale',
} as const;
