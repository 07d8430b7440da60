import type { RicevitoreMutationResponse, RicevitoreUpdateRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** PUT /ricevitori/{ivrCode} with the version read (409 VERSION_CONFLICT when someone saved first). */
export const updateRicevitoria = ({ ivrCode, body }: { ivrCode: string; body: RicevitoreUpdateRequest }) =>
  api.put<RicevitoreMutationResponse>(ricevitoriaPath(ivrCode), body);
export const useUpdateRicevitoria = () => useRicevitoriaMutation(updateRicevitoria);
