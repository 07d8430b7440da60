/**
 * Italian texts of the password rules checked as the user types (components/password-rules.tsx, in the password
 * forms and in the new staff user's dialog of the staff list): only that component imports them, so they travel in
 * its chunk.
 */

export const RULES = 'Requisiti della password';
export const RULE_LENGTH = 'Almeno {min} caratteri';
export const RULE_UPPER = 'Una lettera maiuscola';
export const RULE_LOWER = 'Una lettera minuscola';
export const RULE_DIGIT = 'Un numero';
export const RULE_SPECIAL = 'Un carattere speciale';
export const RULE_USERNAME = 'Non contiene il nome utente';
export const RULE_COMMON = 'Non è una password comune';
/** The icons' names: a rule met or not yet. */
export const RULE_MET = 'soddisfatto';
export const RULE_UNMET = 'non soddisfatto';
