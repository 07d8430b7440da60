/**
 * The browser's sanitizer of rich text, by the rule of packages/domain/src/rich-text.ts (the server's sanitize-html
 * is the one that counts; rich-text-parity.test.ts holds the two to the same result). Renders the editor's live
 * preview and guards the display of delivered notifications a second time.
 */
import { RICH_TEXT_DROPPED_WITH_TEXT, RICH_TEXT_TAGS, richTextLinkAttributes } from '@bacheca/domain/rich-text';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROP_WITH_CONTENT = new Set<string>(RICH_TEXT_DROPPED_WITH_TEXT);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag);
  if (tag === 'a') {
    for (const [name, value] of Object.entries(richTextLinkAttributes(el.getAttribute('href')))) {
      out.setAttribute(name, value);
    }
  }
  for (const c of children) out.appendChild(c);
  return [out];
}

/** `html` with nothing but the allowed formatting and safe links. */
export function sanitizeRichText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const holder = doc.createElement('div');
  for (const n of Array.from(doc.body.childNodes).flatMap((c) => clean(c, doc))) holder.appendChild(n);
  return holder.innerHTML;
}

/** Whether the HTML shows any text at all. */
export function hasVisibleText(html: string): boolean {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\u00a0/g, ' ').trim().length > 0;
}
