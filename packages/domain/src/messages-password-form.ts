/**
 * The password forms' own check, before the API's (apps/web/src/lib/password-validation.ts and the new administrator's
 * form): the API's rules and their words are messages.ts's ERRORS.
 */
export const PASSWORD_CONFIRM_REQUIRED = 'La conferma della password è obbligatoria.';
