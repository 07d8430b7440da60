/**
 * The link an outlet is given for a notification: apart from links.ts, which the login loads, so that only the
 * notification form and the server carry it.
 */
import { isExternalHttpUrl, isSitePath } from './links';

/**
 * A path of the outlet's own portal ("/bacheca", "/bacheca/…", "/self-change-password"): the only site paths an
 * outlet may open. Any other site path would land it on "Accesso non autorizzato".
 */
export function isOutletSitePath(value: string): boolean {
  return isSitePath(value) && /^\/(bacheca|self-change-password)(?:[/?#]|$)/.test(value);
}

/**
 * The link an outlet's board shows for a notification: its own `outletUrl` when given; otherwise the staff `url`
 * only when an outlet can follow it (an external address or a path of the outlet's portal); otherwise none.
 */
export function outletLinkOf(url: string | null | undefined, outletUrl: string | null | undefined): string | null {
  if (outletUrl) return outletUrl;
  if (!url) return null;
  return isExternalHttpUrl(url) || isOutletSitePath(url) ? url : null;
}
