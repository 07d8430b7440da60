import { api } from '../../../lib/api-client';
import type { ProposalAction } from './decide-proposals';

/** POST /syndicate/proposals/{id}/develop: an approved proposal becomes a system. */
export const developProposal = (id: number) => api.post<ProposalAction>(`/syndicate/proposals/${id}/develop`);
