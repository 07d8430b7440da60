import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { ProposalsBoard } from '../components/proposals-board';

/** /syndicate-backoffice: the outlets' proposals of every game, by contest; approve or reject in bulk, evaluate one. */
export function SyndicatePage() {
  return (
    <Box data-testid="syndicate-page">
      <PageHeader title="Syndicate backoffice" subtitle="Proposte delle ricevitorie di tutti i giochi, per concorso" />
      <ProposalsBoard />
    </Box>
  );
}
