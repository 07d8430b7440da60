import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { PublicLayout } from '../../../components/public-layout';
import { usePublicConfig } from '../../../lib/config';
import { PrivacyPolicy } from '../components/privacy-policy';

export const PRIVACY_TITLE = 'Informativa sul trattamento dei dati personali';

/**
 * /privacy: the public web privacy policy; with ?isInternalPrivacyLink=true and a session the router shows
 * the same text inside the layout (`internal`).
 */
export function PrivacyPage({ internal = false }: { internal?: boolean }) {
  const { config } = usePublicConfig();
  const body = <PrivacyPolicy privacyEmail={config.customerService.privacyEmail} />;
  if (internal)
    return (
      <>
        <PageHeader title={PRIVACY_TITLE} />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }} data-testid="privacy-internal">
          {body}
        </Paper>
      </>
    );
  return (
    <PublicLayout>
      <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="privacy-public">
        <Typography variant="h4" component="h1" gutterBottom>
          {PRIVACY_TITLE}
        </Typography>
        {body}
      </Paper>
    </PublicLayout>
  );
}
