import type { BulkResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** POST /ricevitori/password/force { ivrCodes }: all or nothing. */
export const forceRicevitoriePasswordChange = (ivrCodes: string[]) =>
  api.post<BulkResponse>('/ricevitori/password/force', { ivrCodes });
export const useForceRicevitoriePasswordChange = () => useRicevitoriaMutation(forceRicevitoriePasswordChange);
