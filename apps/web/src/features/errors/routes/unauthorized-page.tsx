import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { RouterButton } from '../../../components/router-link';
import { landingPath } from '../../../lib/route-table';
import { useCurrentUser } from '../../../lib/session/current-user';
import * as T from '@bacheca/domain/messages-errors';

/** Where a failing guard or a malformed route parameter leads. */
export function UnauthorizedPage() {
  const { data: me } = useCurrentUser();
  const home = me ? landingPath(me) : '/home';
  return (
    <>
      <PageHeader title={T.UNAUTHORIZED_TITLE} />
      <Paper variant="outlined" sx={{ p: 4 }} data-testid="unauthorized">
        <Typography sx={{ mb: 3 }}>{T.UNAUTHORIZED_BODY}</Typography>
        <RouterButton variant="contained" to={home}>
          {home === '/home' ? T.BACK_HOME : T.GO_CHANGE_PASSWORD}
        </RouterButton>
      </Paper>
    </>
  );
}
