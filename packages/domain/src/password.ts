import type { ErrorCode } from './messages';

export const PASSWORD_MIN_LENGTH = 10;

/**
 * Most common passwords (a short list of the usual suspects, Italian ones included). Compared case-insensitively
 * after stripping digits and symbols at the ends, so "Password123!" is caught too.
 */
export const COMMON_PASSWORDS = [
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'azerty',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'iloveyou',
  'admin',
  'administrator',
  'welcome',
  'benvenuto',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'calcio',
  'juventus',
  'milan',
  'inter',
  'napoli',
  'roma',
  'lazio',
  'forzainter',
  'forzamilan',
  'forzajuve',
  'ciao',
  'ciaociao',
  'amore',
  'tiamo',
  'ti amo',
  'sole',
  'estate',
  'italia',
  'superenalotto',
  'lotto',
  'bacheca',
  'ricevitoria',
  'ricevitore',
  'sistema',
  'sistemi',
  'changeme',
  'cambiami',
  'abc',
  'abcdef',
  'abcdefgh',
  'master',
  'sunshine',
  'princess',
  'starwars',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'secret',
  'segreto',
  'login',
  'accesso',
  'utente',
  'user',
  'test',
  'demo',
  'prova',
  'default',
  'root',
  'toor',
  'guest',
  'ospite',
  'qazwsx',
  'qwe',
  'asd',
  'zxc',
  'pass',
  'passwd',
  'parola',
  'parolachiave',
  'chiave',
];

const COMMON_SET = new Set(COMMON_PASSWORDS);

/** Sequences that make a password common however they are decorated. */
const COMMON_SEQUENCES = ['1234567890', '0987654321', 'abcdefghij', 'qwertyuiop', '1111111111', 'aaaaaaaaaa'];

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON_SET.has(lower) || (core.length > 0 && COMMON_SET.has(core))) return true;
  const alnum = lower.replace(/[^a-z0-9]/g, '');
  return COMMON_SEQUENCES.some((s) => alnum.length >= 8 && s.includes(alnum));
}

/** Strength rule of spec §5: ≥ 10 characters with upper, lower, digit and special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/**
 * The first rule a new password breaks, or null. History ("already used") needs the stored hashes and is
 * checked by the server.
 */
export function passwordProblem(password: string, username?: string): ErrorCode | null {
  if (!password) return 'PASSWORD_REQUIRED';
  if (!isStrongPassword(password)) return 'PASSWORD_NOT_SECURE';
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase()))
    return 'PASSWORD_CONTAINS_USERNAME';
  if (isCommonPassword(password)) return 'PASSWORD_TOO_COMMON';
  return null;
}
