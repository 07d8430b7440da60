/**
 * The browser's copy of the rich-text rule (the server's sanitize-html is the one that counts): only bold, italic,
 * underline, paragraphs, line breaks, lists and http(s)/mailto links. Used to render the editor's live preview and
 * as a second guard when showing delivered notifications.
 */
const ALLOWED = new Set(['P', 'DIV', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'NOSCRIPT', 'TEXTAREA', 'SELECT']);
const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (SAFE_HREF.test(href)) {
      out.setAttribute('href', href.trim());
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer');
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
