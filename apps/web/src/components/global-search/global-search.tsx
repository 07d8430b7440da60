import { Suspense, lazy, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import * as LAYOUT_TEXTS from '@bacheca/domain/messages-layout';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

/** A key press that should not open the search: typing in a field, or with a modifier. */
function typingElsewhere(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  return !!t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
}

/**
 * The header's global search for staff (decisions.md): a button that opens the search dialog, also with `/` from
 * anywhere but a field. The dialog (results, keyboard) loads on first use, out of every page's bundle.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || typingElsewhere(e) || open) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <Tooltip title={LAYOUT_TEXTS.SEARCH_TOOLTIP}>
        <IconButton
          onClick={() => setOpen(true)}
          aria-label={UI_TEXTS.SEARCH}
          aria-haspopup="dialog"
          aria-keyshortcuts="/"
          data-testid="global-search-open"
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
