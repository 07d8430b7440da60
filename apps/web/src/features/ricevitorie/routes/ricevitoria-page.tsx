import { useCallback, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-ricevitorie-detail';
import { DetailPage } from '../../../components/detail-page';
import { HistorySection } from '../../../components/history-section';
import { AccountAccessActions, AccountStateChips, AccountStateSections } from '../../../components/account-state';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useConfirm } from '../../../components/use-confirm';
import { toastResult } from '../../../lib/toast-result';
import { useCurrentUser } from '../../../lib/session/current-user';
import { ricevitoriaActions, simulationRefusal } from '../actions';
import { useDecideChangeRequest } from '../api/decide-change-request';
import { useDeleteRicevitoria } from '../api/delete-ricevitoria';
import { useForceRicevitoriaPasswordChange } from '../api/force-ricevitoria-password-change';
import { useResetRicevitoriaAttempts } from '../api/reset-ricevitoria-attempts';
import {
  changeRequestsQueryOptions,
  ricevitoriaHistoryQueryOptions,
  ricevitoriaQueryOptions,
} from '../api/ricevitoria-detail';
import { useSetRicevitoriaAbilitation } from '../api/set-ricevitoria-abilitation';
import { useSetRicevitoriaPassword } from '../api/set-ricevitoria-password';
import { ChangeRequestsTable } from '../components/change-requests-table';
import { RejectChangeRequestDialog } from '../components/reject-change-request-dialog';
import { EditRicevitoriaForm } from '../components/edit-ricevitoria-form';

const route = getRouteApi('/app/ricevitorie/$ivrCode');

/** /ricevitorie/{ivrCode}: every field, the actions the caller's permissions allow, requests and history. */
/**
 * "Simula", shown disabled with the reason on an outlet the server would refuse (inactive, disabled, blocked). It is
 * `aria-disabled` rather than `disabled` so that it keeps the focus and the pointer: the tooltip can say why, and
 * assistive technologies read the reason as the button's description.
 */
function SimulateButton({ refusal, onClick }: { refusal: string | null; onClick: () => void }) {
  return (
    <Tooltip title={refusal ?? ''} describeChild>
      <Button
        variant="contained"
        startIcon={<PlayCircleOutlined />}
        data-testid="outlet-simulate"
        aria-disabled={refusal !== null ? true : undefined}
        className={refusal !== null ? 'Mui-disabled' : undefined}
        sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
        onClick={refusal !== null ? undefined : onClick}
      >
        {T.SIMULATE}
      </Button>
    </Tooltip>
  );
}

export function RicevitoriaPage() {
  const { ivrCode } = route.useParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const detail = useQuery(ricevitoriaQueryOptions(ivrCode));
  const requests = useQuery(changeRequestsQueryOptions(ivrCode));
  const [dirty, setDirty] = useState(false);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const { ask, dialog } = useConfirm();

  const abilitation = useSetRicevitoriaAbilitation();
  const force = useForceRicevitoriaPasswordChange();
  const setPassword = useSetRicevitoriaPassword();
  const unblock = useResetRicevitoriaAttempts();
  const decide = useDecideChangeRequest();
  const remove = useDeleteRicevitoria();
  const onDirty = useCallback((d: boolean) => setDirty(d), []);

  return (
    <DetailPage query={detail} title={format(T.DETAIL_TITLE, { ivrCode })} back={{ to: '/ricevitorie' }}>
      {(d) => {
        const actions = ricevitoriaActions(me, d);
        const toggle = (key: 'enabled' | 'active') => {
          const on = !d[key];
          const title =
            key === 'enabled' ? (on ? T.ENABLE_TITLE : T.DISABLE_TITLE) : on ? T.ACTIVATE_TITLE : T.DEACTIVATE_TITLE;
          ask({
            title: format(title, { ivrCode: d.ivrCode }),
            body: on ? T.ACCESS_ON_BODY : T.ACCESS_OFF_BODY,
            danger: !on,
            run: () => toastResult(abilitation.mutateAsync({ ivrCode: d.ivrCode, body: { [key]: on } })),
          });
        };

        return (
          <>
            <UnsavedChangesGuard when={dirty} />
            <PageHeader
              title={`${d.ivrCode} · ${d.denomination ?? ''}`}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <AccountStateChips account={d} testIdPrefix="outlet" feminine withActive />
                  {d.pendingChangeRequests ? (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={format(T.PENDING_REQUESTS, { count: d.pendingChangeRequests })}
                    />
                  ) : null}
                </Stack>
              }
              actions={
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
                  data-testid="outlet-actions"
                >
                  {actions.has('simulate') ? (
                    <SimulateButton
                      refusal={simulationRefusal(d)}
                      onClick={() =>
                        void navigate({ to: '/ricevitorie/$ivrCode/simulate', params: { ivrCode: d.ivrCode } })
                      }
                    />
                  ) : null}
                  {actions.has('enable') || actions.has('disable') ? (
                    <Button
                      variant="outlined"
                      color={d.enabled ? 'warning' : 'success'}
                      onClick={() => toggle('enabled')}
                      data-testid={d.enabled ? 'outlet-disable' : 'outlet-enable'}
                    >
                      {d.enabled ? T.DISABLE : T.ENABLE}
                    </Button>
                  ) : null}
                  {actions.has('activate') || actions.has('deactivate') ? (
                    <Button
                      variant="outlined"
                      color={d.active ? 'warning' : 'success'}
                      onClick={() => toggle('active')}
                      data-testid={d.active ? 'outlet-deactivate' : 'outlet-activate'}
                    >
                      {d.active ? T.DEACTIVATE : T.ACTIVATE}
                    </Button>
                  ) : null}
                  <AccountAccessActions
                    testIdPrefix="outlet"
                    allowed={actions}
                    ask={ask}
                    unblock={() => unblock.mutateAsync(d.ivrCode)}
                    forcePasswordChange={{
                      body: format(T.FORCE_PASSWORD_BODY, { ivrCode: d.ivrCode }),
                      run: () => force.mutateAsync(d.ivrCode),
                    }}
                    setPassword={{
                      username: d.username,
                      run: (body) => setPassword.mutateAsync({ ivrCode: d.ivrCode, body }),
                    }}
                    remove={{
                      title: format(T.DELETE_TITLE, { ivrCode: d.ivrCode }),
                      body: T.DELETE_BODY,
                      run: () => remove.mutateAsync(d.ivrCode),
                      then: async () => {
                        setDirty(false);
                        await navigate({ to: '/ricevitorie' });
                        remove.forget(d.ivrCode);
                      },
                    }}
                  />
                </Stack>
              }
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, xl: 8 }}>
                <Section title={T.DATA_SECTION} testId="outlet-data">
                  <EditRicevitoriaForm
                    detail={d}
                    canEdit={actions.has('edit')}
                    onDirtyChange={onDirty}
                    onReload={() => void detail.refetch()}
                  />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, xl: 4 }}>
                <AccountStateSections account={d} testIdPrefix="outlet" feminine />
              </Grid>
              <Grid size={12}>
                <Section title={T.REQUESTS_SECTION} testId="outlet-change-requests">
                  <ChangeRequestsTable
                    items={requests.data?.items ?? []}
                    canDecide={actions.has('decideChangeRequests')}
                    busy={decide.isPending}
                    onDecide={(cr, decision) =>
                      decision === 'reject'
                        ? setRejecting(cr.id)
                        : ask({
                            title: T.APPROVE_REQUEST_TITLE,
                            body: T.APPROVE_REQUEST_BODY,
                            run: () => toastResult(decide.mutateAsync({ ivrCode: d.ivrCode, id: cr.id, decision })),
                          })
                    }
                  />
                  {rejecting !== null ? (
                    <RejectChangeRequestDialog
                      onClose={() => setRejecting(null)}
                      onReject={(reason) =>
                        toastResult(
                          decide.mutateAsync({ ivrCode: d.ivrCode, id: rejecting, decision: 'reject', reason }),
                        )
                      }
                    />
                  ) : null}
                </Section>
              </Grid>
              <Grid size={12}>
                <HistorySection
                  kind="account"
                  testId="outlet-history"
                  historyQuery={(page) => ricevitoriaHistoryQueryOptions(ivrCode, page)}
                />
              </Grid>
            </Grid>
            {dialog}
          </>
        );
      }}
    </DetailPage>
  );
}
