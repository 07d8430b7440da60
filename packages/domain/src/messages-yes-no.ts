/**
 * A boolean in words: the exports' yes/no cells and the screens that show a flag as text (account state, a
 * system's accumulation, change requests, the outlet's profile, the registry import's changes) write it with
 * `yesNo`, so a flag never reads one way in a file and another on screen. The activity log's presenter keeps its
 * own pair in messages-audit-fields.ts, loaded with it.
 */
export const YES = 'Sì';
export const NO = 'No';

/** true → "Sì", false → "No". */
export function yesNo(v: boolean): string {
  return v ? YES : NO;
}
