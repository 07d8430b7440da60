import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/**
 * POST /ricevitori/{ivrCode}/change-requests/{id}/approve (applies the requested fields) or …/reject `{ reason }`
 * (the reason is required).
 */
export const decideChangeRequest = ({
  ivrCode,
  id,
  decision,
  reason,
}: {
  ivrCode: string;
  id: number;
  decision: 'approve' | 'reject';
  reason?: string;
}) =>
  api.post<MessageResponse>(
    `${ricevitoriaPath(ivrCode)}/change-requests/${id}/${decision}`,
    decision === 'reject' ? { reason } : undefined,
  );
export const useDecideChangeRequest = () => useRicevitoriaMutation(decideChangeRequest);
