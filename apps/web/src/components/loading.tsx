import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function Loading({ label = 'Caricamento in corso' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}
