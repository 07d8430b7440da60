/** Italian words every dialog shares (a module of a few bytes: shared components load it with the entry). */
export const UI_TEXTS = {
  CANCEL: 'Annulla',
} as const;
