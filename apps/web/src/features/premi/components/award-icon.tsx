import Box from '@mui/material/Box';
import { format } from '@bacheca/domain/messages';
import * as T from '@bacheca/domain/messages-premi';

/** The award's icon at its real size (at most 200×30), or a dash. */
export function AwardIcon({ src, label, testId }: { src: string | null; label: string; testId?: string }) {
  if (!src) return <span>—</span>;
  return (
    <Box
      component="img"
      src={src}
      alt={format(T.ICON_ALT, { label })}
      data-testid={testId}
      sx={{ maxWidth: 200, maxHeight: 30, display: 'block' }}
    />
  );
}
