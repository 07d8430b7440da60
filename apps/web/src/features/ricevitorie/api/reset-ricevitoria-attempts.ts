import type { RicevitoreMutationResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** POST /ricevitori/{ivrCode}/reset-attempts: failed attempts to zero, unblocked. */
export const resetRicevitoriaAttempts = (ivrCode: string) =>
  api.post<RicevitoreMutationResponse>(`${ricevitoriaPath(ivrCode)}/reset-attempts`);
export const useResetRicevitoriaAttempts = () => useRicevitoriaMutation(resetRicevitoriaAttempts);
