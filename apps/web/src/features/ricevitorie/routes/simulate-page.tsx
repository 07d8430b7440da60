import { useEffect, useState, type MouseEvent } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { ERRORS, format } from '@bacheca/domain/messages';
import { AUDIT_OUTCOME_LABELS } from '@bacheca/domain/messages-audit';
import * as REGISTRO_TEXTS from '@bacheca/domain/messages-registro';
import * as T from '@bacheca/domain/messages-ricevitorie-detail';
import * as LIST_TEXTS from '@bacheca/domain/messages-ricevitorie';
import { RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { auditActionLabel } from '@bacheca/domain/audit-presenter';
import { LastAccessList } from '../../../components/last-access-list';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { boardHref } from '../../../lib/external-links';
import { formatDateTime } from '../../../lib/format';
import { zoneLabel } from '@bacheca/domain/italy';
import { exitImpersonation } from '../../../lib/session/impersonation';
import { sessionStore } from '../../../lib/session/session-store';
import { ricevitoreProfileQueryOptions } from '../api/ricevitore-profile';
import { RICEVITORE_FIELD_LABELS } from '../../../lib/outlet-field-labels';
import { startSimulation } from '../start-simulation';

const route = getRouteApi('/app/ricevitorie/$ivrCode/simulate');

const BOARD_FLAGS = [
  'eurojEnabled',
  'ntclBachecaEnabled',
  'nveBachecaEnabled',
  'boardSip',
  'boardTcal',
  'boardTgol',
] as const;

/**
 * /ricevitorie/{ivrCode}/simulate ("Simulazione Ricevitorie"): a staff user arriving here starts the simulated
 * session (the server refuses inactive or disabled outlets with the catalogue's message); as the outlet, the page
 * shows the outlet's own view and opens the board of systems as that outlet. The layout's banner ends it.
 */
export function SimulatePage() {
  const { ivrCode } = route.useParams();
  // The layout's context, not the cached query: it is read again by the guard after the session swap, when the
  // same page is entered as the outlet.
  const { me, config } = route.useRouteContext();
  const [startError, setStartError] = useState<string | null>(null);
  const [exiting, setExiting] = useState(false);
  const simulatingThis = !!me?.impersonatedBy && me.ivrCode === ivrCode;
  const staff = !!me && !me.impersonatedBy;

  // a new start (staff arriving on this outlet) forgets the previous start's error; adjusted while rendering
  const attempt = staff ? ivrCode : null;
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (seenAttempt !== attempt) {
    setSeenAttempt(attempt);
    if (attempt) setStartError(null);
  }

  useEffect(() => {
    if (!staff) return;
    let live = true;
    startSimulation(ivrCode).catch((err: unknown) => {
      const message = errorText(err, ERRORS.IMPERSONATION_ERROR);
      toast.error(message);
      if (live) setStartError(message);
    });
    return () => {
      live = false;
    };
  }, [staff, ivrCode]);

  const profile = useQuery({ ...ricevitoreProfileQueryOptions, enabled: simulatingThis });

  const exit = async () => {
    setExiting(true);
    try {
      await exitImpersonation(ivrCode);
    } catch (err) {
      toast.error(errorText(err, ERRORS.IMPERSONATION_ERROR));
      setExiting(false);
    }
  };

  const openBoard = (e: MouseEvent<HTMLAnchorElement>) => {
    // The token rotates every 25 s: the address carries the one valid now.
    const href = boardHref(config.boardUrl, sessionStore.token() ?? '', config.boardSite);
    if (!href) {
      e.preventDefault();
      toast.error(T.LINK_NOT_CONFIGURED);
      return;
    }
    e.currentTarget.href = href;
  };

  if (staff) {
    return (
      <>
        <PageHeader title={T.SIMULATION_TITLE} subtitle={format(T.DETAIL_TITLE, { ivrCode })} />
        {startError ? (
          <Stack spacing={2}>
            <Alert severity="error" data-testid="simulate-error">
              {startError}
            </Alert>
            <RouterLink to="/ricevitorie/$ivrCode" params={{ ivrCode: ivrCode }} data-testid="simulate-back">
              {T.BACK_TO_OUTLET}
            </RouterLink>
          </Stack>
        ) : (
          <Loading label={T.SIMULATION_STARTING} />
        )}
      </>
    );
  }

  if (!simulatingThis) {
    return (
      <>
        <PageHeader title={T.SIMULATION_TITLE} />
        <Alert severity="warning">{T.ALREADY_SIMULATING}</Alert>
      </>
    );
  }

  const p = profile.data?.profile;
  return (
    <>
      <PageHeader
        title={T.SIMULATION_TITLE}
        subtitle={
          me?.impersonatedBy
            ? format(T.VIEW_SUBTITLE_BY, { ivrCode, by: me.impersonatedBy })
            : format(T.VIEW_SUBTITLE, { ivrCode })
        }
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              component="a"
              href={config.boardUrl || '#'}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openBoard}
              startIcon={<OpenInNew />}
              data-testid="simulate-open-board"
            >
              {T.OPEN_BOARD}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              onClick={() => void exit()}
              disabled={exiting}
              data-testid="simulate-exit"
            >
              {T.EXIT_SIMULATION}
            </Button>
          </Stack>
        }
      />
      {profile.isLoading ? <Loading /> : null}
      {profile.isError ? (
        <Alert severity="error" data-testid="simulate-data-error">
          {errorText(profile.error, ERRORS.SIMULATION_DATA_ERROR)}
        </Alert>
      ) : null}
      {p && profile.data ? (
        <Grid container spacing={3} data-testid="simulate-view">
          <Grid size={{ xs: 12, lg: 7 }}>
            <Section title={T.PROFILE} testId="simulate-profile">
              <DetailList>
                <DetailItem
                  label={RICEVITORE_FIELD_LABELS.denomination}
                  value={p.denomination}
                  testId="simulate-denomination"
                />
                <DetailItem label={RICEVITORE_FIELD_LABELS.ivrCode} value={p.ivrCode} testId="simulate-ivrCode" />
                <DetailItem label={RICEVITORE_FIELD_LABELS.username} value={p.username} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.name} value={p.name} />
                <DetailItem
                  label={RICEVITORE_FIELD_LABELS.address}
                  value={[p.address, p.cap, p.city, p.province].filter(Boolean).join(', ')}
                />
                <DetailItem label={RICEVITORE_FIELD_LABELS.region} value={p.region} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.zone} value={zoneLabel(p.zone)} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.concession} value={p.concession} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.email} value={p.email} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.phoneNumber} value={p.phoneNumber} />
                <DetailItem label={T.RICE_TERM} value={[p.rice, p.term].filter(Boolean).join(' / ')} />
                <DetailItem label={RICEVITORE_FIELD_LABELS.terminalId} value={p.terminalId} />
              </DetailList>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={3}>
              <Section title={LIST_TEXTS.BOARDS} testId="simulate-boards">
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {BOARD_FLAGS.map((f) => (
                    <Chip
                      key={f}
                      label={RICEVITORE_FIELD_LABELS[f]}
                      color={profile.data.boards[f] ? 'success' : 'default'}
                      variant={profile.data.boards[f] ? 'filled' : 'outlined'}
                      data-testid={`simulate-board-${f}`}
                      data-enabled={profile.data.boards[f]}
                    />
                  ))}
                </Stack>
              </Section>
              <Section title={T.LAST_ACCESS_BY_CHANNEL}>
                <LastAccessList value={p.lastAccessByChannel} />
              </Section>
            </Stack>
          </Grid>
          <Grid size={12}>
            <Section title={T.ACCESS_HISTORY} testId="simulate-access-history">
              {profile.data.accessHistory.length === 0 ? (
                <Typography color="text.secondary">{T.NO_ACCESS}</Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{REGISTRO_TEXTS.COL_AT}</TableCell>
                      <TableCell>{REGISTRO_TEXTS.COL_ACTION}</TableCell>
                      <TableCell>{REGISTRO_TEXTS.COL_OUTCOME}</TableCell>
                      <TableCell>{REGISTRO_TEXTS.COL_ACTOR}</TableCell>
                      <TableCell>{T.COL_ON_BEHALF_OF}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {profile.data.accessHistory.map((a, i) => (
                      <TableRow key={`${a.at}-${i}`} data-action={a.action}>
                        <TableCell>{formatDateTime(a.at)}</TableCell>
                        <TableCell>{auditActionLabel(a.action)}</TableCell>
                        <TableCell>
                          {a.outcome === 'ok' || a.outcome === 'failed' || a.outcome === 'denied'
                            ? AUDIT_OUTCOME_LABELS[a.outcome]
                            : a.outcome}
                        </TableCell>
                        <TableCell>{a.actor ?? '—'}</TableCell>
                        <TableCell>{a.onBehalfOf ?? '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Section>
          </Grid>
        </Grid>
      ) : null}
    </>
  );
}
