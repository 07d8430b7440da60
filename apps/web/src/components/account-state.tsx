import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { LastAccessChannels, MessageResponse, StaffSetPasswordRequest } from '@bacheca/domain';
import { formatDateTime } from '../lib/format';
import { toastResult } from '../lib/toast-result';
import { DetailItem, DetailList } from './detail-list';
import { LastAccessList } from './last-access-list';
import { Section } from './section';
import { SetPasswordDialog } from './set-password-dialog';
import type { useConfirm } from './use-confirm';
import * as T from '@bacheca/domain/messages-account-state';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { yesNo } from '@bacheca/domain/messages-yes-no';
import * as PASSWORD_TEXTS from '@bacheca/domain/messages-password';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** The login state that staff users and outlets share. */
export interface AccountState {
  enabled: boolean;
  active: boolean;
  blocked: boolean;
  attemptNumber: number;
  forcePasswordChange: boolean;
  lastPasswordChange: string | null;
  insertedDate: string | null;
  lastAccessByChannel: LastAccessChannels;
}

/**
 * "Stato" and "Ultimo accesso per canale" of a detail page. `testIdPrefix` names the sections (`admin-state`,
 * `outlet-last-access`…); `feminine` agrees the labels with "ricevitoria" (Abilitata, Attiva, Bloccata).
 */
export function AccountStateSections({
  account: d,
  testIdPrefix,
  feminine = false,
}: {
  account: AccountState;
  testIdPrefix: string;
  feminine?: boolean;
}) {
  const words = feminine ? T.FEMININE : T.MASCULINE;
  return (
    <Stack spacing={3}>
      <Section title={T.STATE} testId={`${testIdPrefix}-state`}>
        <DetailList>
          <DetailItem label={words.ENABLED} value={yesNo(d.enabled)} />
          <DetailItem label={words.ACTIVE} value={yesNo(d.active)} />
          <DetailItem label={words.BLOCKED} value={yesNo(d.blocked)} testId={`${testIdPrefix}-state-blocked`} />
          <DetailItem label={T.FAILED_ATTEMPTS} value={String(d.attemptNumber)} testId={`${testIdPrefix}-attempts`} />
          <DetailItem label={T.FORCE_PASSWORD_CHANGE} value={yesNo(d.forcePasswordChange)} />
          <DetailItem label={T.LAST_PASSWORD_CHANGE} value={formatDateTime(d.lastPasswordChange)} nowrap />
          <DetailItem label={T.INSERTED_DATE} value={formatDateTime(d.insertedDate)} nowrap />
        </DetailList>
      </Section>
      <Section title={T.LAST_ACCESS} testId={`${testIdPrefix}-last-access`}>
        <LastAccessList value={d.lastAccessByChannel} />
      </Section>
    </Stack>
  );
}

/**
 * The state chips in a detail page's header: enabled, active (with `withActive`: outlets), blocked and "password change
 * required". `testIdPrefix` names them (`admin-enabled`, `outlet-force-flag`…); `feminine` as in the sections.
 */
export function AccountStateChips({
  account: d,
  testIdPrefix,
  feminine = false,
  withActive = false,
}: {
  account: Pick<AccountState, 'enabled' | 'active' | 'blocked' | 'forcePasswordChange'>;
  testIdPrefix: string;
  feminine?: boolean;
  withActive?: boolean;
}) {
  const words = feminine ? T.FEMININE : T.MASCULINE;
  return (
    <>
      <Chip
        size="small"
        label={d.enabled ? words.ENABLED : words.DISABLED}
        color={d.enabled ? 'success' : 'default'}
        data-testid={`${testIdPrefix}-enabled`}
        data-value={d.enabled}
      />
      {withActive ? (
        <Chip
          size="small"
          label={d.active ? words.ACTIVE : words.INACTIVE}
          color={d.active ? 'success' : 'default'}
          data-testid={`${testIdPrefix}-active`}
          data-value={d.active}
        />
      ) : null}
      {d.blocked ? (
        <Chip size="small" color="error" label={words.BLOCKED} data-testid={`${testIdPrefix}-blocked`} />
      ) : null}
      {d.forcePasswordChange ? (
        <Chip
          size="small"
          color="warning"
          label={T.PASSWORD_CHANGE_REQUIRED}
          data-testid={`${testIdPrefix}-force-flag`}
        />
      ) : null}
    </>
  );
}

type AccountAction = 'unblock' | 'forcePasswordChange' | 'changePassword' | 'delete';

export interface AccountAccessActionsProps {
  /** Names the buttons: `admin-unblock`, `outlet-force-password`… */
  testIdPrefix: string;
  /** The actions the caller may take on this account (the others are not shown). */
  allowed: { has: (action: AccountAction) => boolean };
  ask: ReturnType<typeof useConfirm>['ask'];
  unblock: () => Promise<MessageResponse>;
  /** The confirmation's text, and the write. */
  forcePasswordChange: { body: string; run: () => Promise<MessageResponse> };
  /** "Cambia password": the account's username (the dialog's rules need it) and the write. */
  setPassword: { username: string; run: (body: StaffSetPasswordRequest) => Promise<{ message: string }> };
  /** The confirmation's texts, the write, and what follows its success (leaving the page). */
  remove: { title: string; body: string; run: () => Promise<MessageResponse>; then: () => unknown };
}

/**
 * "Sblocca", "Forza cambio password", "Cambia password" (with its dialog) and "Cancella" of a staff user's or an
 * outlet's page.
 */
export function AccountAccessActions({
  testIdPrefix,
  allowed,
  ask,
  unblock,
  forcePasswordChange,
  setPassword,
  remove,
}: AccountAccessActionsProps) {
  const [settingPassword, setSettingPassword] = useState(false);
  return (
    <>
      {allowed.has('unblock') ? (
        <Button variant="outlined" data-testid={`${testIdPrefix}-unblock`} onClick={() => void toastResult(unblock())}>
          {T.UNBLOCK}
        </Button>
      ) : null}
      {allowed.has('forcePasswordChange') ? (
        <Button
          variant="outlined"
          data-testid={`${testIdPrefix}-force-password`}
          onClick={() =>
            ask({
              title: ACCOUNT_TEXTS.BULK_FORCE_TITLE,
              body: forcePasswordChange.body,
              run: () => toastResult(forcePasswordChange.run()),
            })
          }
        >
          {ACCOUNT_TEXTS.BULK_FORCE_BUTTON}
        </Button>
      ) : null}
      {allowed.has('changePassword') ? (
        <Button
          variant="outlined"
          data-testid={`${testIdPrefix}-set-password`}
          onClick={() => setSettingPassword(true)}
        >
          {PASSWORD_TEXTS.CHANGE_PASSWORD}
        </Button>
      ) : null}
      <SetPasswordDialog
        open={settingPassword}
        username={setPassword.username}
        onClose={() => setSettingPassword(false)}
        onSubmit={setPassword.run}
      />
      {allowed.has('delete') ? (
        <Button
          variant="outlined"
          color="error"
          data-testid={`${testIdPrefix}-delete`}
          onClick={() =>
            ask({
              title: remove.title,
              body: remove.body,
              confirmLabel: UI_TEXTS.DELETE,
              danger: true,
              run: () => toastResult(remove.run(), remove.then),
            })
          }
        >
          {UI_TEXTS.DELETE}
        </Button>
      ) : null}
    </>
  );
}
