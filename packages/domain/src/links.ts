/**
 * The one rule for links stored or followed by the application. Shared by the schemas (server and
 * forms) and by the web app, which opens in the same tab only what `isSitePath` accepts.
 *
 * A site path is "/" followed by neither "/" nor "\": browsers read "//host" and "/\host" as another site. It holds
 * no backslash at all (browsers turn it into "/"), no encoded slash or backslash (%2f, %5c, any case: servers and
 * routers may decode them into a separator), and no white space or control character (browsers drop tabs and new
 * lines from a URL, so "/<tab>/host" would become "//host").
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const ENCODED_SLASH = /%(2f|5c)/i;
// \s does not cover every control character (e.g. U+0000-U+0008), nor the Unicode format characters some browsers strip
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;

/** Whether `value` is a path of this site (see above): "/", "/bacheca", "/lotto/job?stato=OK#x". */
export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value) && !ENCODED_SLASH.test(value) && !CONTROL.test(value);
}

/** An absolute http(s) address of another site: opened only in a new tab, without opener or referrer. */
export function isExternalHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && !CONTROL.test(value);
}

/** How the web app shows a stored link: in the same tab, in a new tab, or not at all. */
export type LinkKind = 'site' | 'external' | 'none';

export function linkKind(value: string | null | undefined): LinkKind {
  if (!value) return 'none';
  if (isSitePath(value)) return 'site';
  if (isExternalHttpUrl(value)) return 'external';
  return 'none';
}
