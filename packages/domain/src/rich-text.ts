/**
 * The rich-text rule (notification content written by staff): what may be stored and shown. Bold, italic, underline,
 * lists, paragraphs, line breaks and links, nothing else; a link keeps only an absolute http(s) or mailto href and
 * opens in a new tab without handing over the opener. The server's sanitizer (sanitize-html, the one that counts)
 * and the browser's (the editor preview, a second guard on display) are both built from this declaration, and
 * apps/web/src/lib/rich-text-parity.test.ts runs hostile markup through both.
 * Zod-free and imported by subpath (`@bacheca/domain/rich-text`).
 */

/** The tags kept (lower case); any other tag is dropped and its text kept. */
export const RICH_TEXT_TAGS = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'] as const;

/**
 * Tags dropped with their text: code, form controls, and what a browser never renders (an iframe's fallback, a
 * template), whose text is not content.
 */
export const RICH_TEXT_DROPPED_WITH_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'iframe',
  'template',
] as const;

/** The URL schemes a link may use. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The attributes a kept link may carry (what richTextLinkAttributes writes). */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** Absolute http(s) and mailto hrefs only (no relative, protocol-relative, javascript: or data: URL). */
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

/** The attributes of a kept link: the href trimmed, when safe, and the new-tab pair; none for an unsafe href. */
export function richTextLinkAttributes(href: string | null | undefined): Record<string, string> {
  return href && SAFE_HREF.test(href) ? { href: href.trim(), target: '_blank', rel: 'noopener noreferrer' } : {};
}
