import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled block of a structure's or a system's detail page; `fill` stretches it to its grid row's height. */
export function BoardSection({
  title,
  children,
  testId,
  fill = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  fill?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={fill ? { p: 2.5, height: '100%' } : { p: 2.5 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The tags of a structure or a system as chips, wrapping. */
export function TagChips({ tags, testId }: { tags: readonly string[]; testId?: string }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid={testId}>
      {tags.map((t) => (
        <Chip key={t} size="small" label={t} />
      ))}
    </Stack>
  );
}
