import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { PageHeader } from './page-header';
import { useCurrentRoute } from './use-current-route';
import * as STATUS_TEXTS from '@bacheca/domain/messages-ui';

/** Screens of later issues: the title and "Pagina in preparazione", no data. */
export function PlaceholderPage() {
  const { title } = useCurrentRoute();
  return (
    <>
      <PageHeader title={title} />
      <Paper
        variant="outlined"
        sx={{ p: 4, display: 'flex', alignItems: 'center', gap: 2 }}
        data-testid="placeholder-page"
      >
        <ConstructionOutlined color="action" aria-hidden />
        <Typography>{STATUS_TEXTS.PLACEHOLDER}</Typography>
      </Paper>
    </>
  );
}
