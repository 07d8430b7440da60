import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** POST /ricevitori/{ivrCode}/force-change-password. */
export const forceRicevitoriaPasswordChange = (ivrCode: string) =>
  api.post<MessageResponse>(`${ricevitoriaPath(ivrCode)}/force-change-password`);
export const useForceRicevitoriaPasswordChange = () => useRicevitoriaMutation(forceRicevitoriaPasswordChange);
