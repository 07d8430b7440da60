/**
 * Italian texts of the filter bar above a list and of the grid's column picker (components/filter-bar.tsx,
 * server-data-grid.tsx, one chunk). The list pages (lazily loaded routes) import them by path. The total above the
 * list, the export buttons and the saved views are chunks of their own, and so are their words
 * (./messages-list-total.ts, ./messages-export.ts, ./messages-saved-views.ts).
 */

export const FILTERS = 'Filtri';
export const RESET_FILTERS = 'Azzera filtri';
export const COLUMNS = 'Colonne';
