/**
 * Italian words of the registry import's preview (/anagrafiche, apps/web/src/features/anagrafiche/import-result.ts,
 * the one importer): a row's outcome and a changed yes/no value.
 */
export const IMPORT_ROW_NEW = 'Nuova';
export const IMPORT_ROW_CHANGED = 'Modificata';
export const IMPORT_ROW_UNCHANGED = 'Invariata';
export const IMPORT_ROW_ERROR = 'Errore';
