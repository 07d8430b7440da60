/**
 * The `acc` claim of a token: a fingerprint of the role and permissions the server issued it with (null when the
 * token is missing or unreadable). It changes between a token and the next one when the user's role or permissions
 * change; the session watcher then reads the current user again. Never an authorization: the API decides.
 */
export function accessClaim(jwt: string | null): string | null {
  const payload = jwt?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const acc = (JSON.parse(json) as { acc?: unknown }).acc;
    return typeof acc === 'string' ? acc : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when the access claim of the token now stored differs from the one seen last (the first call
 * only records it).
 */
export function accessChangeTracker(current: () => string | null, onChange: () => void) {
  let seen = accessClaim(current());
  return () => {
    const now = accessClaim(current());
    if (now === seen) return;
    seen = now;
    onChange();
  };
}
