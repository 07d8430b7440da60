/**
 * Rich text written by staff (notification content) as it may be stored and shown, by the rule of
 * packages/domain/src/rich-text.ts. sanitize-html (a maintained, parser-based sanitizer) drops every other tag, every
 * attribute but a safe link's, and every URL scheme but the allowed ones, so no script, inline handler or
 * javascript: URL survives.
 */
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_DROPPED_WITH_TEXT,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  richTextLinkAttributes,
} from '@bacheca/domain/rich-text';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_TEXT],
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // the scheme check above repeats the domain's after this transform
  transformTags: {
    a: (_tag, attribs): sanitizeHtml.Tag => ({ tagName: 'a', attribs: richTextLinkAttributes(attribs.href) }),
  },
};

/** The HTML kept of `html`: only the allowed formatting and safe links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The visible text of sanitized HTML (to tell an empty content, e.g. one that was only a script). */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}
