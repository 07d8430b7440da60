/**
 * The colours of a graphic: a fixed palette, and the WCAG 2.x contrast rule that keeps text readable (≥ 4,5:1 for
 * normal text, WCAG 1.4.3). Text over the accent colour (the numbers' balls, the header band of some templates) is
 * always the palette's readable ink for it, so only the text/background pair a designer picks needs checking.
 */

/** The palette offered by the editor [D]: deep tones for backgrounds and accents, light ones for backgrounds and text. */
export const GRAPHIC_PALETTE = [
  '#FFFFFF',
  '#F5F1E6',
  '#FFF3C4',
  '#E3F2FD',
  '#E8F5E9',
  '#1A1A1A',
  '#0D2B5C',
  '#1B5E20',
  '#7B1020',
  '#4A148C',
  '#004D40',
  '#B3261E',
  '#8A4B00',
  '#005A9C',
  '#F2C94C',
] as const;
export type PaletteColor = (typeof GRAPHIC_PALETTE)[number];

/** The minimum contrast of text (WCAG AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

const INK_DARK = '#1A1A1A';
const INK_LIGHT = '#FFFFFF';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#RRGGBB`. */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`colore non valido: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => channel(parseInt(x, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The ink (near black or white) that reads best on a colour. */
export function readableInk(background: string): string {
  return contrastRatio(INK_DARK, background) >= contrastRatio(INK_LIGHT, background) ? INK_DARK : INK_LIGHT;
}

/** Whether text of colour `text` is readable on `background` (≥ 4,5:1). */
export function isReadable(text: string, background: string): boolean {
  return contrastRatio(text, background) >= MIN_TEXT_CONTRAST;
}

/** The palette colours readable as text on a background: what the editor offers once the background is chosen. */
export function readableTextColors(background: string): PaletteColor[] {
  return GRAPHIC_PALETTE.filter((c) => isReadable(c, background));
}
