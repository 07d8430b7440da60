import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import * as T from '@bacheca/domain/messages-notifiche';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  testId: string;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** A toolbar button; it keeps the editor's selection (mouse down does not take the focus). */
function ToolButton({
  title,
  icon,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A small rich-text editor: a toolbar (bold, italic, lists, links) over a contentEditable area. No editor library:
 * the browser's editing commands cover these five formats, and the page stays light (this file is loaded with the
 * form only). Whatever it produces is sanitized by the server; the preview sanitizes it too.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, testId }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');

  // the DOM is the editor's state; a value from outside (load, reset) replaces it only when it differs
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const command = (name: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(name, false, arg);
    emit();
  };
  const openLink = () => {
    const sel = window.getSelection();
    saved.current =
      sel && sel.rangeCount && area.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    setLink('https://');
    setLinkOpen(true);
  };
  const applyLink = () => {
    setLinkOpen(false);
    if (!SAFE_LINK.test(link.trim())) return;
    area.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    if (!sel || sel.isCollapsed)
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${encodeURI(link.trim())}">${link.trim().replace(/[<>&"]/g, '')}</a>`,
      );
    else document.execCommand('createLink', false, link.trim());
    emit();
  };
  return (
    <Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} component="p" id={`${testId}-label`}>
        {label} *
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
          role="toolbar"
          aria-label={T.EDITOR_TOOLBAR}
        >
          <ToolButton
            title={T.EDITOR_BOLD}
            icon={<FormatBold fontSize="small" />}
            onClick={() => command('bold')}
            testId={`${testId}-bold`}
          />
          <ToolButton
            title={T.EDITOR_ITALIC}
            icon={<FormatItalic fontSize="small" />}
            onClick={() => command('italic')}
            testId={`${testId}-italic`}
          />
          <ToolButton
            title={T.EDITOR_BULLET_LIST}
            icon={<FormatListBulleted fontSize="small" />}
            onClick={() => command('insertUnorderedList')}
            testId={`${testId}-ul`}
          />
          <ToolButton
            title={T.EDITOR_NUMBERED_LIST}
            icon={<FormatListNumbered fontSize="small" />}
            onClick={() => command('insertOrderedList')}
            testId={`${testId}-ol`}
          />
          <ToolButton
            title={T.EDITOR_INSERT_LINK}
            icon={<InsertLink fontSize="small" />}
            onClick={openLink}
            testId={`${testId}-link`}
          />
          <ToolButton
            title={T.EDITOR_REMOVE_LINK}
            icon={<LinkOff fontSize="small" />}
            onClick={() => command('unlink')}
            testId={`${testId}-unlink`}
          />
        </Stack>
        <Box
          ref={area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${testId}-label`}
          tabIndex={0}
          onInput={emit}
          onBlur={onBlur}
          data-testid={testId}
          sx={{ minHeight: 140, p: 1.5, outline: 'none', '& ul, & ol': { pl: 3 }, '& p, & div': { m: 0 } }}
        />
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Dialog open={linkOpen} onClose={() => setLinkOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{T.EDITOR_INSERT_LINK}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            label={T.EDITOR_LINK_ADDRESS}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={link !== 'https://' && !SAFE_LINK.test(link.trim())}
            helperText={T.EDITOR_LINK_HINT}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-link-url` } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinkOpen(false)}>{UI_TEXTS.CANCEL}</Button>
          <Button
            variant="contained"
            onClick={applyLink}
            disabled={!SAFE_LINK.test(link.trim())}
            data-testid={`${testId}-link-apply`}
          >
            {T.EDITOR_INSERT}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
