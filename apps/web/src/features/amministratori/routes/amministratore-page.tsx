import { useCallback, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { format } from '@bacheca/domain/messages';
import { ROLE_LABELS } from '@bacheca/domain/permissions';
import { DetailPage } from '../../../components/detail-page';
import { HistorySection } from '../../../components/history-section';
import { AccountAccessActions, AccountStateChips, AccountStateSections } from '../../../components/account-state';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useConfirm } from '../../../components/use-confirm';
import { toastResult } from '../../../lib/toast-result';
import { useCurrentUser } from '../../../lib/session/current-user';
import { adminActions } from '../actions';
import { availableRolesQueryOptions } from '../api/amministratori-catalogue';
import { amministratoreHistoryQueryOptions, amministratoreQueryOptions } from '../api/amministratore-detail';
import { useDeleteAmministratore } from '../api/delete-amministratore';
import { useForceAmministratorePasswordChange } from '../api/force-amministratore-password-change';
import { useResetAmministratoreAttempts } from '../api/reset-amministratore-attempts';
import { useSetAmministratoreAbilitation } from '../api/set-amministratore-abilitation';
import { useSetAmministratorePassword } from '../api/set-amministratore-password';
import { EditAmministratoreForm } from '../components/edit-amministratore-form';
import { PermissionsEditor } from '../components/permissions-editor';
import * as T from '@bacheca/domain/messages-amministratori';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';

const route = getRouteApi('/app/amministratori/$username');

/** /amministratori/{username}: detail, edit and every action the caller's permissions allow. */
export function AmministratorePage() {
  const { username } = route.useParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const detail = useQuery(amministratoreQueryOptions(username));
  const roles = useQuery(availableRolesQueryOptions);
  const [formDirty, setFormDirty] = useState(false);
  const [permsDirty, setPermsDirty] = useState(false);
  const { ask, dialog } = useConfirm();

  const abilitation = useSetAmministratoreAbilitation();
  const force = useForceAmministratorePasswordChange();
  const setPassword = useSetAmministratorePassword();
  const unblock = useResetAmministratoreAttempts();
  const remove = useDeleteAmministratore();
  const onFormDirty = useCallback((d: boolean) => setFormDirty(d), []);
  const onPermsDirty = useCallback((d: boolean) => setPermsDirty(d), []);

  return (
    <DetailPage query={detail} title={username} back={{ to: '/amministratori' }}>
      {(d) => {
        const actions = adminActions(me, d);
        const assignable = (roles.data?.items ?? []).filter((r) => r.isStaff && r.assignable).map((r) => r.name);

        return (
          <>
            <UnsavedChangesGuard when={formDirty || permsDirty} />
            <PageHeader
              title={d.username}
              subtitle={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{d.name}</span>
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={ROLE_LABELS[d.role]}
                    data-testid="admin-role"
                  />
                  <AccountStateChips account={d} testIdPrefix="admin" />
                </Stack>
              }
              actions={
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="admin-actions">
                  {actions.has('enable') || actions.has('disable') ? (
                    <Button
                      variant="outlined"
                      color={d.enabled ? 'warning' : 'success'}
                      data-testid={d.enabled ? 'admin-disable' : 'admin-enable'}
                      onClick={() =>
                        ask({
                          title: d.enabled ? T.DISABLE_TITLE : T.ENABLE_TITLE,
                          body: d.enabled
                            ? format(T.DISABLE_BODY, { username: d.username })
                            : format(T.ENABLE_BODY, { username: d.username }),
                          danger: d.enabled,
                          run: () =>
                            toastResult(
                              abilitation.mutateAsync({ username: d.username, body: { enabled: !d.enabled } }),
                            ),
                        })
                      }
                    >
                      {d.enabled ? T.DISABLE : T.ENABLE}
                    </Button>
                  ) : null}
                  <AccountAccessActions
                    testIdPrefix="admin"
                    allowed={actions}
                    ask={ask}
                    unblock={() => unblock.mutateAsync(d.username)}
                    forcePasswordChange={{
                      body: format(T.FORCE_PASSWORD_BODY, { username: d.username }),
                      run: () => force.mutateAsync(d.username),
                    }}
                    setPassword={{
                      username: d.username,
                      run: (body) => setPassword.mutateAsync({ username: d.username, body }),
                    }}
                    remove={{
                      title: T.DELETE_TITLE,
                      body: format(T.DELETE_BODY, { username: d.username }),
                      run: () => remove.mutateAsync(d.username),
                      then: async () => {
                        setFormDirty(false);
                        setPermsDirty(false);
                        await navigate({ to: '/amministratori' });
                        remove.forget(d.username);
                      },
                    }}
                  />
                </Stack>
              }
            />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <Section title={T.USER_DATA} testId="admin-data">
                  {actions.has('edit') ? (
                    <EditAmministratoreForm
                      detail={d}
                      canChangeRole={actions.has('changeRole')}
                      assignableRoles={assignable}
                      onDirtyChange={onFormDirty}
                      onReload={() => void detail.refetch()}
                    />
                  ) : (
                    <DetailList>
                      <DetailItem label={ACCOUNT_TEXTS.USERNAME} value={d.username} />
                      <DetailItem label={ACCOUNT_TEXTS.FULL_NAME} value={d.name} testId="admin-name" />
                      <DetailItem label={ACCOUNT_TEXTS.EMAIL} value={d.email} />
                      <DetailItem label={ACCOUNT_TEXTS.PHONE} value={d.phoneNumber} />
                      <DetailItem label={ACCOUNT_TEXTS.ROLE} value={ROLE_LABELS[d.role]} />
                    </DetailList>
                  )}
                </Section>
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <AccountStateSections account={d} testIdPrefix="admin" />
              </Grid>
              <Grid size={12}>
                <Section title={ACCOUNT_TEXTS.PERMISSIONS} testId="admin-permissions">
                  <PermissionsEditor detail={d} canEdit={actions.has('editPermissions')} onDirtyChange={onPermsDirty} />
                </Section>
              </Grid>
              <Grid size={12}>
                <HistorySection
                  kind="account"
                  testId="admin-history"
                  historyQuery={(page) => amministratoreHistoryQueryOptions(username, page)}
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
