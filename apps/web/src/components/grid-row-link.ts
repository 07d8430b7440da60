/**
 * Enter on a list's row opens what a click on the row's link opens: the focused cell's own link first (a row can link
 * to more than one record), else the row's first link inside the app (its first column names the record). Only for a
 * key pressed on the cell itself: Enter on a control inside a cell does what that control does.
 */
export function rowLinkForKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
) {
  if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  const cell = event.target;
  if (!(cell instanceof HTMLElement) || cell.getAttribute('role') !== 'gridcell') return null;
  const own = cell.querySelector<HTMLAnchorElement>('a[href^="/"]');
  if (own) return own;
  return cell.closest('[role="row"]')?.querySelector<HTMLAnchorElement>('a[href^="/"]') ?? null;
}
