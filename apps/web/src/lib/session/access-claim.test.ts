import { describe, expect, it, vi } from 'vitest';
import { accessChangeTracker, accessClaim } from './access-claim';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2ln`;

describe('access claim', () => {
  it("reads the token's acc claim, null without one", () => {
    expect(accessClaim(jwt({ sub: 'reader', acc: 'ab-_CD12ef34gh56' }))).toBe('ab-_CD12ef34gh56');
    expect(accessClaim(jwt({ sub: 'reader' }))).toBeNull();
    expect(accessClaim('not-a-jwt')).toBeNull();
    expect(accessClaim('a.%%%.c')).toBeNull();
    expect(accessClaim(null)).toBeNull();
  });

  it('reports a change of the claim between tokens once, not a rotation with the same claim', () => {
    let token = jwt({ jti: '1', acc: 'AAAA' });
    const onChange = vi.fn();
    const check = accessChangeTracker(() => token, onChange);
    token = jwt({ jti: '2', acc: 'AAAA' });
    check();
    expect(onChange).not.toHaveBeenCalled();
    token = jwt({ jti: '3', acc: 'BBBB' });
    check();
    token = jwt({ jti: '4', acc: 'BBBB' });
    check();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
