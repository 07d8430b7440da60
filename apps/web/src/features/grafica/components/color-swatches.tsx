import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { GRAPHIC_PALETTE, contrastRatio } from '@bacheca/domain/graphics/palette';
import type { PaletteColor } from '@bacheca/domain';

export interface ColorSwatchesProps {
  label: string;
  value: PaletteColor;
  onChange: (c: PaletteColor) => void;
  /** Colours that cannot be chosen (text without contrast on the background). */
  disabled?: (c: PaletteColor) => boolean;
  /** Show the contrast of each colour against this one. */
  against?: string;
  error?: string;
  testId: string;
}

/** A palette picker: one swatch per palette colour, as a radio group (keyboard and screen readers). */
export function ColorSwatches({ label, value, onChange, disabled, against, error, testId }: ColorSwatchesProps) {
  return (
    <Box>
      <FormLabel component="legend" sx={{ mb: 0.5, display: 'block' }} error={!!error}>
        {label}
      </FormLabel>
      <Stack
        direction="row"
        spacing={0.75}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="radiogroup"
        aria-label={label}
        data-testid={testId}
      >
        {GRAPHIC_PALETTE.map((c) => {
          const off = disabled?.(c) ?? false;
          const ratio = against ? contrastRatio(c, against).toFixed(1).replace('.', ',') : null;
          return (
            <Tooltip key={c} title={`${c}${ratio ? ` · contrasto ${ratio}:1` : ''}${off ? ' · non leggibile' : ''}`}>
              <Box
                component="button"
                type="button"
                role="radio"
                aria-checked={value === c}
                aria-label={`${c}${ratio ? `, contrasto ${ratio} a 1` : ''}`}
                disabled={off}
                onClick={() => onChange(c)}
                data-testid={`${testId}-${c.slice(1)}`}
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  bgcolor: c,
                  cursor: off ? 'not-allowed' : 'pointer',
                  opacity: off ? 0.25 : 1,
                  p: 0,
                  border: value === c ? '3px solid' : '1px solid',
                  borderColor: value === c ? 'primary.main' : 'divider',
                  outlineOffset: 2,
                }}
              />
            </Tooltip>
          );
        })}
      </Stack>
      {error ? (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
