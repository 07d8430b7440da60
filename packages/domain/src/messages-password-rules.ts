/**
 * Italian texts of the password rules checked as the user types (components/password-rules.tsx, in the password
 * forms and in the new staff user's dialog of the staff list): only that component imports them, so they travel in
 * its chunk.
 */
export const PASSWORD_RULES_TEXTS = {
  RULES: 'Requisiti della password',
  RULE_LENGTH: 'Almeno {min} caratteri',
  RULE_UPPER: 'Una lettera maiuscola',
  RULE_LOWER: 'Una lettera minuscola',
  RULE_DIGIT: 'Un numero',
  RULE_SPECIAL: 'Un carattere speciale',
  RULE_USERNAME: 'Non contiene il nome utente',
  RULE_COMMON: 'Non è una password comune',
  /** The icons' names: a rule met or not yet. */
  RULE_MET: 'soddisfatto',
  RULE_UNMET: 'non soddisfatto',
} as const;
