import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GameSlug } from '@bacheca/domain';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-proposte';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { RouterButton, RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { HistorySection } from '../../../components/history-section';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { formatMoney } from '../../../lib/money';
import { ProposalStatusChip, proposalNumbersText } from '../../../components/proposal-status';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toastResult } from '../../../lib/toast-result';
import { evaluateProposal } from '../api/decide-proposals';
import { developProposal } from '../api/develop-proposal';
import { proposalHistoryQueryOptions, proposalQueryOptions } from '../api/proposal-detail';
import { proposalsKeys } from '../api/proposals-keys';
import { RejectDialog } from '../components/proposals-board';
import { eventHandler } from '../../../lib/event-handler';

const route = getRouteApi('/app/$game/proposals/$proposalId');

/** /{game}/proposals/{id}: outlet, numbers, price, history; approve, reject with a reason, Sviluppa. */
export function ProposalDetailPage() {
  const { game: g, proposalId } = route.useParams();
  const game = g as GameSlug;
  const id = Number(proposalId);
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('syndicate_access');
  const q = useQuery(proposalQueryOptions(game, id));
  const [rejecting, setRejecting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: proposalsKeys.all });
  if (q.isPending) return <Loading />;
  if (q.isError) return <Alert severity="error">{errorText(q.error)}</Alert>;
  const p = q.data;
  return (
    <Box data-testid="proposal-detail">
      <PageHeader
        title={format(T.TITLE, { id: p.id })}
        subtitle={<ProposalStatusChip status={p.status} testId="proposal-status" />}
        actions={
          canWrite ? (
            <Stack direction="row" sx={{ gap: 1 }}>
              {p.status === 'DA_VALUTARE' ? (
                <>
                  <Button
                    variant="contained"
                    color="success"
                    data-testid="proposal-approve"
                    onClick={eventHandler(() => toastResult(evaluateProposal(p.id, 'APPROVATA'), refresh))}
                  >
                    {T.APPROVE}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    data-testid="proposal-reject"
                    onClick={() => setRejecting(true)}
                  >
                    {T.REJECT}
                  </Button>
                </>
              ) : null}
              {p.status === 'APPROVATA' && p.structureId !== null ? (
                <Button
                  variant="contained"
                  data-testid="proposal-develop"
                  onClick={eventHandler(() => toastResult(developProposal(p.id), refresh))}
                >
                  {T.DEVELOP}
                </Button>
              ) : null}
              {p.status === 'APPROVATA' && p.structureId === null ? (
                // Totocalcio: no structure to develop from; staff create the system on the proposal's contest (decisions.md)
                <RouterButton
                  variant="contained"
                  to="/totocalcio/crea-sistema"
                  data-testid="proposal-create-totocalcio"
                >
                  {C.CREATE_SYSTEM}
                </RouterButton>
              ) : null}
            </Stack>
          ) : null
        }
      />
      <Stack sx={{ gap: 3 }}>
        <Section title={T.SECTION}>
          <DetailList>
            <DetailItem
              label={C.OUTLET}
              value={`${p.ivrCode}${p.denomination ? ` – ${p.denomination}` : ''}`}
              testId="proposal-outlet"
            />
            <DetailItem label={C.STRUCTURE} value={p.structureId === null ? '—' : p.structureName} />
            <DetailItem label={C.CONTEST} value={p.contestLabel} />
            {p.structureId === null ? null : (
              <>
                <DetailItem label={C.NUMBERS} value={proposalNumbersText(p.modules)} testId="proposal-numbers" />
                <DetailItem
                  label={C.PRICE}
                  value={format(T.PRICE_VALUE, {
                    total: formatMoney(p.totalPriceCents),
                    quotes: p.quotesTotal,
                    quota: formatMoney(p.quotaPriceCents),
                  })}
                />
              </>
            )}
            <DetailItem label={T.NOTE} value={p.note || '—'} />
            <DetailItem label={T.COL_SENT_AT} value={formatDateTime(p.createdAt)} />
            <DetailItem
              label={T.EVALUATED}
              value={
                p.evaluatedBy
                  ? format(T.EVALUATED_VALUE, { by: p.evaluatedBy, at: formatDateTime(p.evaluatedAt) })
                  : '—'
              }
            />
            {p.reason ? <DetailItem label={T.REJECT_REASON} value={p.reason} testId="proposal-reason" /> : null}
            {p.systemId ? (
              <DetailItem
                label={T.DEVELOPED_SYSTEM}
                value={
                  <RouterLink
                    to="/$game/sistemi/detail/$systemId"
                    params={{ game: p.game, systemId: String(p.systemId) }}
                    data-testid="proposal-system"
                  >
                    {format(C.SYSTEM_ID, { id: p.systemId })}
                  </RouterLink>
                }
              />
            ) : null}
          </DetailList>
        </Section>
        <HistorySection
          kind="account"
          testId="proposal-history"
          historyQuery={(page) => proposalHistoryQueryOptions(game, id, page)}
        />
      </Stack>
      {rejecting ? (
        <RejectDialog
          count={1}
          onClose={() => setRejecting(false)}
          onReject={(reason) => toastResult(evaluateProposal(p.id, 'RIFIUTATA', reason), refresh)}
        />
      ) : null}
    </Box>
  );
}
