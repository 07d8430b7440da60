import type { TokenResponse } from '@bacheca/domain';
import { api } from '../api-client';
import { swapSession } from './session-actions';

/** POST /impersonate/ricevitore: a session acting as the outlet (me.impersonatedBy is then set). */
export async function startImpersonation(ivrCode: string, to?: string): Promise<void> {
  const token = await api.post<TokenResponse>('/impersonate/ricevitore', { ivrCode });
  await swapSession(token, to);
}

/** POST /impersonate/exit: a fresh session of the staff user, back to /home. */
export async function exitImpersonation(): Promise<void> {
  const token = await api.post<TokenResponse>('/impersonate/exit');
  await swapSession(token, '/home');
}
