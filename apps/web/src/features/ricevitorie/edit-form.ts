import { ricevitoreUpdateRequest } from '@bacheca/domain/schemas/users';
import type { RicevitoreDetail, RicevitoreUpdateRequest } from '@bacheca/domain';

export const TEXT_FIELDS = [
  'denomination',
  'name',
  'email',
  'phoneNumber',
  'fax',
  'address',
  'city',
  'cap',
  'province',
  'region',
  'gender',
  'code',
  'concession',
  'terminalId',
] as const;
export const FLAG_FIELDS = [
  'boardSip',
  'boardTcal',
  'boardTgol',
  'eurojEnabled',
  'ntclBachecaEnabled',
  'nveBachecaEnabled',
] as const;

export type RicevitoriaTextField = (typeof TEXT_FIELDS)[number];
export type RicevitoriaFlagField = (typeof FLAG_FIELDS)[number];
export type EditRicevitoriaValues = Record<RicevitoriaTextField, string> & Record<RicevitoriaFlagField, boolean>;
export type EditRicevitoriaField = keyof EditRicevitoriaValues;
export const EDIT_RICEVITORIA_FIELDS: readonly EditRicevitoriaField[] = [...TEXT_FIELDS, ...FLAG_FIELDS];

export function editValuesOf(d: RicevitoreDetail): EditRicevitoriaValues {
  const out = {} as EditRicevitoriaValues;
  for (const f of TEXT_FIELDS) out[f] = (d[f] as string | null) ?? '';
  for (const f of FLAG_FIELDS) out[f] = d[f];
  return out;
}

/**
 * The PUT body: the version read and only the fields that changed (empty text clears a field; select fields send
 * null), validated with the API's schema so the messages are the catalogue's. Read-only fields are never sent.
 */
export function validateEditRicevitoria(
  values: EditRicevitoriaValues,
  original: RicevitoreDetail,
): { ok: true; body: RicevitoreUpdateRequest } | { ok: false; errors: Partial<Record<EditRicevitoriaField, string>> } {
  const before = editValuesOf(original);
  const body: Record<string, unknown> = { version: original.version };
  for (const f of TEXT_FIELDS) {
    if (values[f] === before[f]) continue;
    // gender and concession are choices: none is null, not "".
    body[f] = (f === 'gender' || f === 'concession') && values[f] === '' ? null : values[f];
  }
  for (const f of FLAG_FIELDS) if (values[f] !== before[f]) body[f] = values[f];
  const parsed = ricevitoreUpdateRequest.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<EditRicevitoriaField, string>> = {};
  for (const issue of parsed.error.issues) {
    const f = String(issue.path[0] ?? '') as EditRicevitoriaField;
    if (EDIT_RICEVITORIA_FIELDS.includes(f)) errors[f] ??= issue.message;
  }
  return { ok: false, errors };
}
