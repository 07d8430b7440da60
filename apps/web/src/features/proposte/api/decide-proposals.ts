import type { Proposal, ProposalBulkResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';

export type ProposalAction = { ok: true; message: string; item: Proposal };

/** POST /syndicate/proposals/evaluate: one proposal approved, or rejected with a reason. */
export const evaluateProposal = (id: number, outcome: 'APPROVATA' | 'RIFIUTATA', reason?: string) =>
  api.post<ProposalAction>('/syndicate/proposals/evaluate', { id, outcome, reason });
export const approveProposals = (ids: number[]) =>
  api.post<ProposalBulkResponse>('/syndicate/proposals/multiple/approval', { ids });
export const rejectProposals = (ids: number[], reason: string) =>
  api.post<ProposalBulkResponse>('/syndicate/proposals/multiple/reject', { ids, reason });
