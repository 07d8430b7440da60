import { describe, expect, it } from 'vitest';
import { ERRORS, type RicevitoreDetail } from '@bacheca/domain';
import { editValuesOf, validateEditRicevitoria } from './edit-form';

const detail: RicevitoreDetail = {
  ivrCode: '100001',
  username: 'ricevitore1',
  denomination: 'Tabaccheria Centrale Rossi',
  name: 'Anna Rossi',
  city: 'Roma',
  province: 'RM',
  region: 'Lazio',
  zone: 'CENTRO',
  concession: 'PGS',
  enabled: true,
  active: true,
  blocked: false,
  attemptNumber: 0,
  forcePasswordChange: false,
  boardSip: true,
  boardTcal: false,
  boardTgol: false,
  lastAccess: null,
  role: 'ricevitore',
  email: 'r@example.it',
  phoneNumber: null,
  address: 'Via Roma 1',
  cap: '00184',
  fax: null,
  gender: 'F',
  code: 'RM00001',
  rice: 'RM1000',
  term: '1',
  terminalId: '70000000',
  eurojEnabled: false,
  ntclBachecaEnabled: true,
  nveBachecaEnabled: true,
  lastAccessByChannel: { web: null, tg: null, tgBest: null, vtg: null },
  lastPasswordChange: null,
  insertedDate: '2024-01-01T00:00:00Z',
  pendingChangeRequests: 0,
  version: 7,
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('outlet edit form', () => {
  it('sends the version and only what changed; read-only fields never', () => {
    const v = { ...editValuesOf(detail), city: 'Milano', eurojEnabled: true };
    const r = validateEditRicevitoria(v, detail);
    expect(r).toEqual({ ok: true, body: { version: 7, city: 'Milano', eurojEnabled: true } });
  });

  it('an emptied text clears the field, an emptied choice is null', () => {
    const r = validateEditRicevitoria({ ...editValuesOf(detail), address: '', gender: '' }, detail);
    expect(r).toEqual({ ok: true, body: { version: 7, address: null, gender: null } });
  });

  it('the catalogue messages', () => {
    const r = validateEditRicevitoria(
      { ...editValuesOf(detail), denomination: '', cap: '123', province: 'Roma', email: 'x' },
      detail,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.denomination).toBe(ERRORS.DENOMINATION_REQUIRED);
      expect(r.errors.cap).toBe(ERRORS.CAP_INVALID);
      expect(r.errors.province).toBe(ERRORS.PROVINCE_INVALID);
      expect(r.errors.email).toBe(ERRORS.EMAIL_INVALID);
    }
  });
});
