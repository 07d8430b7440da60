import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export interface RefusedSystem {
  id: number;
  name?: string | null;
  message: string;
}

/**
 * What a bulk operation on systems left untouched, each with why; shown after the operation in place of its form.
 * Test ids: `<prefix>-dialog`, `<prefix>-refused`, `<prefix>-refused-<id>`, `<prefix>-close`.
 */
export function RefusedSystemsDialog({
  prefix,
  title,
  closeLabel,
  refused,
  onClose,
}: {
  prefix: string;
  title: string;
  closeLabel: string;
  refused: RefusedSystem[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${prefix}-systems-title`}
      data-testid={`${prefix}-dialog`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${prefix}-systems-title`}>{title}</DialogTitle>
      <DialogContent>
        <List dense data-testid={`${prefix}-refused`}>
          {refused.map((r) => (
            <ListItem key={r.id} disableGutters data-testid={`${prefix}-refused-${r.id}`}>
              <ListItemText primary={r.name ? `${r.name} (ID ${r.id})` : `ID ${r.id}`} secondary={r.message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${prefix}-close`}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
