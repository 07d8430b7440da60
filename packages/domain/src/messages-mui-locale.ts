/**
 * MUI core's Italian texts (the words of `@mui/material/locale`'s `itIT`, apps/web/src/app/mui-locale.ts). A small
 * file of its own: the theme carries them, and the theme is part of the application's start. One constant per text, as
 * in messages-navigation.ts: the build writes each text where it is used.
 */
export const MUI_FIRST_PAGE = 'Vai alla prima pagina';
export const MUI_LAST_PAGE = "Vai all'ultima pagina";
export const MUI_NEXT_PAGE = 'Vai alla pagina successiva';
export const MUI_PREVIOUS_PAGE = 'Vai alla pagina precedente';
/** A page button of the pagination: the current page, then the others. */
export const MUI_PAGE = 'pagina {page}';
export const MUI_GO_TO_PAGE = 'Vai alla pagina {page}';
export const MUI_PAGINATION = 'Navigazione impaginata';
export const MUI_BREADCRUMBS_EXPAND = 'Visualizza percorso';
export const MUI_ROWS_PER_PAGE = 'Righe per pagina:';
/** "1–10 di 42"; `{count}` is MORE_THAN when the total is unknown. */
export const MUI_DISPLAYED_ROWS = '{from}–{to} di {count}';
export const MUI_MORE_THAN = 'più di {to}';
export const MUI_RATING_ONE = '{value} Stella';
export const MUI_RATING_MANY = '{value} Stelle';
export const MUI_RATING_EMPTY = 'Vuoto';
export const MUI_CLEAR = 'Svuota';
export const MUI_CLOSE = 'Chiudi';
export const MUI_LOADING = 'Caricamento in corso…';
export const MUI_NO_OPTIONS = 'Nessuna opzione';
export const MUI_OPEN = 'Apri';
