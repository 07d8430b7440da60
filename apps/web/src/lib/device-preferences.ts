/**
 * Choices a user makes on this device that the app remembers across reloads (the sidebar's open/closed
 * state). Kept in localStorage per username, so two people sharing a browser keep their own; nothing here is
 * sent to the server or trusted by it. A browser that refuses storage (private mode, quota) just forgets.
 */
const PREFIX = 'bdr.device';

function key(username: string, name: string): string {
  return `${PREFIX}.${encodeURIComponent(username)}.${name}`;
}

function read(username: string, name: string): string | null {
  try {
    return window.localStorage.getItem(key(username, name));
  } catch {
    return null;
  }
}

function write(username: string, name: string, value: string): void {
  try {
    window.localStorage.setItem(key(username, name), value);
  } catch {
    // Storage refused: the choice lasts until the reload.
  }
}

/** The sidebar state this user chose on this device, or undefined when they never chose. */
export function readSidebarOpen(username: string): boolean | undefined {
  const stored = read(username, 'sidebarOpen');
  return stored === 'true' ? true : stored === 'false' ? false : undefined;
}

export function writeSidebarOpen(username: string, open: boolean): void {
  write(username, 'sidebarOpen', String(open));
}

/** Which columns of a list (`listId`) this user shows: field → visible. Undefined when they never chose. */
export function readListColumns(username: string, listId: string): Record<string, boolean> | undefined {
  const stored = read(username, `columns.${listId}`);
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const model: Record<string, boolean> = {};
    for (const [field, visible] of Object.entries(parsed)) if (typeof visible === 'boolean') model[field] = visible;
    return model;
  } catch {
    return undefined;
  }
}

export function writeListColumns(username: string, listId: string, model: Record<string, boolean>): void {
  write(username, `columns.${listId}`, JSON.stringify(model));
}
