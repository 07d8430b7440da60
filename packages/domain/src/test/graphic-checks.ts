/** Checks of a rendered graphic shared by the domain's and the server's tests. */
import { expect } from 'vitest';
import { ELLIPSIS } from '../graphics/metrics';
import { GRAPHIC_CANVAS, type GraphicLayout } from '../graphics/render';

/** What overflows its box in a layout: nothing when every text and ball fits (texts measured). */
export function overflows(l: GraphicLayout): string[] {
  const eps = 0.01;
  const out: string[] = [];
  const inside = (what: string, a: number, b: number, lo: number, hi: number) => {
    if (a < lo - eps || b > hi + eps)
      out.push(`${what}: ${a.toFixed(2)}…${b.toFixed(2)} outside ${lo.toFixed(2)}…${hi.toFixed(2)}`);
  };
  for (const t of l.texts) {
    const left = t.anchor === 'middle' ? t.x - t.width / 2 : t.x;
    inside(`text «${t.text}»`, left, left + t.width, t.box.x, t.box.x + t.box.w);
    inside(`box of «${t.text}»`, t.box.x, t.box.x + t.box.w, 0, GRAPHIC_CANVAS.width);
    inside(`baseline of «${t.text}»`, t.y, t.y, 0, GRAPHIC_CANVAS.height);
  }
  for (const b of l.balls) {
    inside(`ball ${b.label.text} (x)`, b.cx - b.r, b.cx + b.r, b.box.x, b.box.x + b.box.w);
    inside(`ball ${b.label.text} (y)`, b.cy - b.r, b.cy + b.r, b.box.y, b.box.y + b.box.h);
    const t = b.label;
    inside(`number ${t.text}`, t.x - t.width / 2, t.x + t.width / 2, t.box.x, t.box.x + t.box.w);
    if (t.text.includes(ELLIPSIS)) out.push(`number ${t.text} shortened`);
  }
  return out;
}

/** Every text stays in its box (measured), every ball in its module area, every box in the canvas. */
export function expectInside(l: GraphicLayout) {
  expect(overflows(l)).toEqual([]);
}

/**
 * A well-formed SVG document of our renderer's vocabulary: one <svg> root, balanced elements, and text content
 * without raw markup characters (everything escaped).
 */
export function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z-:]+="[^"<>]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const m of svg.matchAll(re)) {
    expect(m.index, `unexpected markup at ${consumed}`).toBe(consumed);
    consumed += m[0].length;
    if (m[5] !== undefined) {
      expect(m[5]).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    const [, close, name, , selfClose] = m;
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name);
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}
