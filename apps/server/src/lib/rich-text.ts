/**
 * Rich text written by staff (notification content) as it may be stored and shown: bold, italic, underline, lists,
 * paragraphs, line breaks and links, nothing else. sanitize-html (a maintained, parser-based sanitizer) drops
 * every other tag (the text of script/style with it), every attribute but a link's href, and every URL scheme but
 * http, https and mailto, so no script, inline handler or javascript: URL survives. Links open in a new tab
 * without handing over the opener.
 */
import sanitizeHtml from 'sanitize-html';

/** Absolute http(s) and mailto links only (the scheme check below repeats it after the transform). */
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tag, attribs): sanitizeHtml.Tag => ({
      tagName: 'a',
      attribs: SAFE_HREF.test(attribs.href ?? '') ? { href: attribs.href.trim(), target: '_blank', rel: 'noopener noreferrer' } : ({} as sanitizeHtml.Attributes),
    }),
  },
};

/** The HTML kept of `html`: only the allowed formatting and safe links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The visible text of sanitized HTML (to tell an empty content, e.g. one that was only a script). */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s+/g, ' ').trim();
}
