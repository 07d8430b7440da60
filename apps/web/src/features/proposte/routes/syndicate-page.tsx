import Box from '@mui/material/Box';
import * as T from '@bacheca/domain/messages-proposte';
import { PageHeader } from '../../../components/page-header';
import { ProposalsBoard } from '../components/proposals-board';

/** /syndicate-backoffice: the outlets' proposals of every game, by contest; approve or reject in bulk, evaluate one. */
export function SyndicatePage() {
  return (
    <Box data-testid="syndicate-page">
      <PageHeader title={T.SYNDICATE_TITLE} subtitle={T.SYNDICATE_SUBTITLE} />
      <ProposalsBoard />
    </Box>
  );
}
