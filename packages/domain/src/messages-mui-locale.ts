/**
 * MUI core's Italian texts (the words of `@mui/material/locale`'s `itIT`, apps/web/src/app/mui-locale.ts). A small
 * file of its own: the theme carries them, and the theme is part of the application's start.
 */
export const MUI_LOCALE_TEXTS = {
  FIRST_PAGE: 'Vai alla prima pagina',
  LAST_PAGE: "Vai all'ultima pagina",
  NEXT_PAGE: 'Vai alla pagina successiva',
  PREVIOUS_PAGE: 'Vai alla pagina precedente',
  /** A page button of the pagination: the current page, then the others. */
  PAGE: 'pagina {page}',
  GO_TO_PAGE: 'Vai alla pagina {page}',
  PAGINATION: 'Navigazione impaginata',
  BREADCRUMBS_EXPAND: 'Visualizza percorso',
  ROWS_PER_PAGE: 'Righe per pagina:',
  /** "1–10 di 42"; `{count}` is MORE_THAN when the total is unknown. */
  DISPLAYED_ROWS: '{from}–{to} di {count}',
  MORE_THAN: 'più di {to}',
  RATING_ONE: '{value} Stella',
  RATING_MANY: '{value} Stelle',
  RATING_EMPTY: 'Vuoto',
  CLEAR: 'Svuota',
  CLOSE: 'Chiudi',
  LOADING: 'Caricamento in corso…',
  NO_OPTIONS: 'Nessuna opzione',
  OPEN: 'Apri',
} as const;
