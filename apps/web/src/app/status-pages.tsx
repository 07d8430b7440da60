import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERRORS } from '@bacheca/domain/messages';
import { RouterLink } from '../components/router-link';
import { errorText } from '../lib/api-client';
import * as STATUS_TEXTS from '@bacheca/domain/messages-ui';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Stack sx={{ minHeight: '60vh', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, width: '100%' }}>
        {children}
      </Paper>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Centered>
      <Typography variant="h4" component="h1" gutterBottom data-testid="not-found">
        {STATUS_TEXTS.NOT_FOUND_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>{STATUS_TEXTS.NOT_FOUND_BODY}</Typography>
      <RouterLink to="/">{STATUS_TEXTS.NOT_FOUND_HOME}</RouterLink>
    </Centered>
  );
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Centered>
      <Typography variant="h5" component="h1" gutterBottom data-testid="route-error">
        {STATUS_TEXTS.ERROR_TITLE}
      </Typography>
      <Typography sx={{ mb: 3 }}>{errorText(error, ERRORS.GENERIC_ERROR)}</Typography>
      <Button variant="contained" onClick={() => void router.invalidate()}>
        {STATUS_TEXTS.RETRY}
      </Button>
    </Centered>
  );
}
