import type { MessageResponse, StaffSetPasswordRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** PUT /ricevitori/{ivrCode}/password: staff set the outlet's password (its sessions end). */
export const setRicevitoriaPassword = ({ ivrCode, body }: { ivrCode: string; body: StaffSetPasswordRequest }) =>
  api.put<MessageResponse>(`${ricevitoriaPath(ivrCode)}/password`, body);
export const useSetRicevitoriaPassword = () => useRicevitoriaMutation(setRicevitoriaPassword);
