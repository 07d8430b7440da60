import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** POST /ricevitori/{ivrCode}/change-requests/{id}/approve|reject (approving applies the requested fields). */
export const decideChangeRequest = ({ ivrCode, id, decision }: { ivrCode: string; id: number; decision: 'approve' | 'reject' }) =>
  api.post<MessageResponse>(`${ricevitoriaPath(ivrCode)}/change-requests/${id}/${decision}`);
export const useDecideChangeRequest = () => useRicevitoriaMutation(decideChangeRequest);
