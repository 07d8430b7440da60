import { hasPermission } from '@bacheca/domain/permissions';
import type { TokenResponse } from '@bacheca/domain';
import { api } from '../api-client';
import { landingPath } from '../route-table';
import { swapSession } from './session-actions';

/** POST /impersonate/ricevitore: a session acting as the outlet (me.impersonatedBy is then set). */
export async function startImpersonation(ivrCode: string, to?: string): Promise<void> {
  const token = await api.post<TokenResponse>('/impersonate/ricevitore', { ivrCode });
  await swapSession(token, to);
}

/**
 * POST /impersonate/exit: a fresh session of the staff user, back to the simulated outlet's page when one is named
 * and the staff user may read outlets, otherwise to the landing page.
 */
export async function exitImpersonation(ivrCode?: string | null): Promise<void> {
  const token = await api.post<TokenResponse>('/impersonate/exit');
  await swapSession(token, (me) =>
    ivrCode && hasPermission(me, 'read_ricevitore') ? `/ricevitorie/${encodeURIComponent(ivrCode)}` : landingPath(me),
  );
}
