/**
 * How the router writes and reads the query string: plain values (`?id=210&page=2&q=integrale`), not TanStack
 * Router's default JSON values (`?id=%22210%22`), so that a URL stays readable and a link typed by hand means what it
 * says. Every value is read back as text; the routes' search validators (lib/list-search.ts) coerce
 * numbers and booleans and drop what does not fit, so the app never depends on a value's JSON type.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  const out: Record<string, string> = {};
  // The first occurrence wins, as it does for the server's query strings.
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}
