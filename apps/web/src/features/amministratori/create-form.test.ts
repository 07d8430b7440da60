import { describe, expect, it } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import { EMPTY_CREATE_ADMIN, toCreateRequest, validateCreateAdmin } from './create-form';

const valid = {
  ...EMPTY_CREATE_ADMIN,
  username: 'gverdi',
  name: 'Giulia Verdi',
  email: 'giulia.verdi@example.it',
  role: 'call_center',
  password: 'Primavera!2026x',
  confirmPassword: 'Primavera!2026x',
};

describe('"Nuovo amministratore" form', () => {
  it('a complete form becomes the API request', () => {
    const r = validateCreateAdmin(valid);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.body).toMatchObject({
        username: 'gverdi',
        role: 'call_center',
        invite: false,
        forcePasswordChange: true,
        phoneNumber: null,
      });
  });

  it('the catalogue messages per field', () => {
    const r = validateCreateAdmin({ ...EMPTY_CREATE_ADMIN, username: 'g.verdi', email: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.username).toBe(ERRORS.USERNAME_INVALID);
      expect(r.errors.name).toBe(ERRORS.NAME_REQUIRED);
      expect(r.errors.email).toBe(ERRORS.EMAIL_INVALID);
      expect(r.errors.role).toBe(ERRORS.ROLE_REQUIRED);
      expect(r.errors.password).toBe(ERRORS.PASSWORD_REQUIRED);
    }
  });

  it('the password rules of spec §5, the username inside it, the confirmation', () => {
    const weak = validateCreateAdmin({ ...valid, password: 'corta', confirmPassword: 'corta' });
    expect(!weak.ok && weak.errors.password).toBe(ERRORS.PASSWORD_NOT_SECURE);
    const named = validateCreateAdmin({ ...valid, password: 'Gverdi!2026xx', confirmPassword: 'Gverdi!2026xx' });
    expect(!named.ok && named.errors.password).toBe(ERRORS.PASSWORD_CONTAINS_USERNAME);
    const mismatch = validateCreateAdmin({ ...valid, confirmPassword: 'Primavera!2026y' });
    expect(!mismatch.ok && mismatch.errors.confirmPassword).toBe(ERRORS.PASSWORD_MISMATCH);
  });

  it('an invitation sends no password and needs the e-mail', () => {
    expect(toCreateRequest({ ...valid, mode: 'invite' })).not.toHaveProperty('password');
    const r = validateCreateAdmin({ ...valid, mode: 'invite', password: '', confirmPassword: '' });
    expect(r.ok && r.body.invite).toBe(true);
    const noMail = validateCreateAdmin({ ...valid, mode: 'invite', email: '' });
    expect(!noMail.ok && noMail.errors.email).toBe(ERRORS.EMAIL_REQUIRED);
  });
});
