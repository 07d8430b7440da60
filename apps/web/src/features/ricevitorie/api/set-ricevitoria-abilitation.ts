import type { AbilitationRequest, RicevitoreMutationResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { useRicevitoriaMutation } from './ricevitoria-mutation';

/** PUT /ricevitori/{ivrCode}/abilitation: enable/disable (`enabled`), activate/deactivate (`active`). */
export const setRicevitoriaAbilitation = ({ ivrCode, body }: { ivrCode: string; body: AbilitationRequest }) =>
  api.put<RicevitoreMutationResponse>(`${ricevitoriaPath(ivrCode)}/abilitation`, body);
export const useSetRicevitoriaAbilitation = () => useRicevitoriaMutation(setRicevitoriaAbilitation);
