/**
 * Text measured without a browser: the advance widths of Helvetica/Arial (the renderer's font family) from a fixed
 * table, in thousandths of an em. Bold is counted 10% wider than regular, which covers Helvetica-Bold's widest
 * glyphs; characters outside the table count as a wide glyph, so a measure never falls short of the real text.
 */

// ASCII 32 (space) to 126 (~), Helvetica regular.
const ASCII_WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space … /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556, // 0 … 9
  278,
  278,
  584,
  584,
  584,
  556,
  1015, // : ; < = > ? @
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611, // A … Z
  278,
  278,
  278,
  469,
  556,
  333, // [ \ ] ^ _ `
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500, // a … z
  334,
  260,
  334,
  584, // { | } ~
];
const EXTRA_WIDTHS: Record<string, number> = {
  '€': 556,
  '…': 1000,
  '–': 556,
  '—': 1000,
  '«': 556,
  '»': 556,
  '·': 278,
  '’': 222,
  '°': 400,
};
/** Anything else (other scripts, symbols): as wide as the widest Latin capital. */
const FALLBACK_WIDTH = 1015;
const BOLD_FACTOR = 1.1;

export const ELLIPSIS = '…';

function charWidth(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32];
  if (ch in EXTRA_WIDTHS) return EXTRA_WIDTHS[ch];
  // accented Latin letters are as wide as their base letter
  const base = ch.normalize('NFD')[0];
  if (base !== ch && base.codePointAt(0)! >= 32 && base.codePointAt(0)! <= 126)
    return ASCII_WIDTHS[base.codePointAt(0)! - 32];
  return FALLBACK_WIDTH;
}

/** Width in px of `text` at `fontSize` px. */
export function measureText(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return (units / 1000) * fontSize * (bold ? BOLD_FACTOR : 1);
}

/** `text` as it fits in `maxWidth`: whole, or cut at a character and ended with an ellipsis ("" when nothing fits). */
export function fitText(text: string, fontSize: number, maxWidth: number, bold = false): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (measureText(clean, fontSize, bold) <= maxWidth) return clean;
  const chars = [...clean];
  const room = maxWidth - measureText(ELLIPSIS, fontSize, bold);
  if (room < 0) return '';
  let used = 0;
  let n = 0;
  for (; n < chars.length; n++) {
    const w = measureText(chars[n], fontSize, bold);
    if (used + w > room) break;
    used += w;
  }
  return chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
}

/** Escape text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
