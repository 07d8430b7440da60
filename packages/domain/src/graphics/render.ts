/**
 * THE renderer of graphics: a graphic's design plus a system (or a structure's example numbers) → an SVG card.
 * The editor's live preview, the `…/graphics/{id}/preview` endpoint and the system detail all call it, so what
 * staff design is exactly what outlets see. Text is measured with the fixed metrics of metrics.ts and shortened
 * with an ellipsis to its box; every text is XML-escaped; colours keep text contrast ≥ 4,5:1 (palette.ts).
 */
import { GAMES } from '../games';
import { formatCents, formatCount } from '../engine/result';
import { countNoun } from '../messages';
import type { KnownModule } from '../engine/schemas';
import type { GRAPHIC_TEMPLATES } from '../enums';
import { escapeXml, fitText, measureText } from './metrics';
import { readableInk } from './palette';

export type GraphicTemplate = (typeof GRAPHIC_TEMPLATES)[number];

/** The design fields the renderer reads (graphicDesignSchema's output). */
export interface RenderDesign {
  title: string;
  texts: string[];
  backgroundColor: string;
  backgroundImage: string | null;
  textColor: string;
  accentColor: string;
  showLogo: boolean;
}

/** The numbers of one module of a system. */
export interface RenderModule {
  numbers: number[];
  euronumbers?: number[];
  superstars?: number[];
}

/** What a card shows of the structure and the system. */
export interface RenderData {
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot';
  /** The structure's graphic template: the graphic follows it. */
  template: GraphicTemplate;
  structureName: string;
  /** Null for a preview without a system. */
  systemName: string | null;
  contestLabel: string | null;
  quotaPriceCents: number;
  quotes: number;
  combinations: number;
  modules: RenderModule[];
}

export const GRAPHIC_CANVAS = { width: 600, height: 400 } as const;

export interface GraphicBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface LaidText {
  text: string;
  /** Anchor point (start or middle) and baseline. */
  x: number;
  y: number;
  fontSize: number;
  bold: boolean;
  anchor: 'start' | 'middle';
  fill: string;
  /** Measured width of `text`. */
  width: number;
  /** The box the text must stay in. */
  box: GraphicBox;
}
export interface LaidBall {
  cx: number;
  cy: number;
  r: number;
  kind: 'number' | 'euro' | 'star';
  label: LaidText;
  box: GraphicBox;
}
export interface GraphicLayout {
  width: number;
  height: number;
  texts: LaidText[];
  balls: LaidBall[];
  rects: Array<GraphicBox & { fill: string; rx?: number; stroke?: string; strokeWidth?: number }>;
  backgroundImage: string | null;
}

const PAD = 20;
const HEADER_H = 112;
const FOOTER_Y = 356;
const NUMBERS: GraphicBox = { x: PAD, y: HEADER_H + 8, w: GRAPHIC_CANVAS.width - 2 * PAD, h: FOOTER_Y - HEADER_H - 16 };
const LOGO = { w: 132, h: 28 };
const MAX_BALL_R = 22;
const MODULE_GAP = 8;

/** Fill the placeholders of a title or text ({struttura}, {sistema}, …; see GRAPHIC_PLACEHOLDERS). */
export function fillPlaceholders(template: string, data: RenderData): string {
  const values: Record<string, string> = {
    struttura: data.structureName,
    sistema: data.systemName ?? 'Nome del sistema',
    concorso: data.contestLabel ?? 'Concorso da definire',
    prezzoQuota: formatCents(data.quotaPriceCents),
    quote: formatCount(data.quotes),
    combinazioni: formatCount(data.combinations),
  };
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** Example numbers of a structure's modules (a preview without a system): 1…n, Euronumeri 1…m. */
export function sampleModules(modules: readonly KnownModule[]): RenderModule[] {
  const seq = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return modules.map((m) => {
    switch (m.type) {
      case 'EUROJACKPOT':
        return { numbers: seq(m.numerosity), euronumbers: seq(m.euronumbers) };
      case 'BASI_VARIANTI':
        return { numbers: seq(m.base + m.varianti) };
      case 'CRUCIVERBA':
        return { numbers: seq(m.dimension * m.dimension) };
      case 'INTEGRALE':
      case 'RIDOTTO':
        return { numbers: seq(m.numerosity), ...(m.superstar ? { superstars: seq(m.superstar) } : {}) };
    }
  });
}

function text(
  s: string,
  x: number,
  y: number,
  fontSize: number,
  bold: boolean,
  anchor: 'start' | 'middle',
  fill: string,
  box: GraphicBox,
): LaidText {
  const fitted = fitText(s, fontSize, box.w, bold);
  return { text: fitted, x, y, fontSize, bold, anchor, fill, width: measureText(fitted, fontSize, bold), box };
}

/** Balls of one module laid out in the grid that makes them largest within its box. */
function layoutModule(
  m: RenderModule,
  box: GraphicBox,
  colors: { bg: string; text: string; accent: string },
): LaidBall[] {
  const items: Array<{ n: number; kind: LaidBall['kind'] }> = [
    ...m.numbers.map((n) => ({ n, kind: 'number' as const })),
    ...(m.euronumbers ?? []).map((n) => ({ n, kind: 'euro' as const })),
    ...(m.superstars ?? []).map((n) => ({ n, kind: 'star' as const })),
  ];
  if (!items.length) return [];
  let best = { cols: 1, cell: 0 };
  for (let cols = 1; cols <= items.length; cols++) {
    const rows = Math.ceil(items.length / cols);
    const cell = Math.min(box.w / cols, box.h / rows);
    if (cell > best.cell) best = { cols, cell };
  }
  const { cols, cell } = best;
  const rows = Math.ceil(items.length / cols);
  const r = Math.min(MAX_BALL_R, cell * 0.44);
  const step = Math.min(cell, 2 * r + 8);
  const x0 = box.x + (box.w - cols * step) / 2;
  const y0 = box.y + (box.h - rows * step) / 2;
  return items.map((it, i) => {
    const cx = x0 + (i % cols) * step + step / 2;
    const cy = y0 + Math.floor(i / cols) * step + step / 2;
    const fontSize = Math.max(1, r * 0.9);
    const ballBox = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    const fill = it.kind === 'number' ? readableInk(colors.accent) : colors.text;
    const label = text(String(it.n), cx, cy + fontSize * 0.35, fontSize, true, 'middle', fill, {
      x: cx - r * 0.9,
      y: ballBox.y,
      w: r * 1.8,
      h: ballBox.h,
    });
    return { cx, cy, r, kind: it.kind, label, box };
  });
}

/** Where everything goes: the boxes, the fitted texts and the balls (what the SVG draws, and what tests check). */
export function layoutGraphic(design: RenderDesign, data: RenderData): GraphicLayout {
  const { width: W, height: H } = GRAPHIC_CANVAS;
  const bg = design.backgroundColor;
  const ink = design.textColor;
  const accent = design.accentColor;
  const onAccent = readableInk(accent);
  const rects: GraphicLayout['rects'] = [];
  const texts: LaidText[] = [];
  const banded = data.template === 'EVIDENZA' || data.template === 'JACKPOT';
  const bandH = data.template === 'JACKPOT' ? 64 : 56;

  // opaque panels under every text, so the contrast holds over a background image too
  rects.push({ x: 0, y: 0, w: W, h: HEADER_H, fill: bg });
  rects.push({ x: 0, y: FOOTER_Y - 4, w: W, h: H - FOOTER_Y + 4, fill: bg });
  if (banded) rects.push({ x: 0, y: 0, w: W, h: bandH, fill: accent });
  if (data.template === 'SPECIALE')
    rects.push({ x: 3, y: 3, w: W - 6, h: H - 6, fill: 'none', stroke: accent, strokeWidth: 6, rx: 10 });

  // logo: the game's name on a pill, top right
  const titleRight = design.showLogo ? W - PAD - LOGO.w - 12 : W - PAD;
  if (design.showLogo) {
    const pill = { x: W - PAD - LOGO.w, y: 14, w: LOGO.w, h: LOGO.h };
    const pillFill = banded ? bg : accent;
    const pillInk = banded ? ink : onAccent;
    rects.push({ ...pill, fill: pillFill, rx: LOGO.h / 2 });
    texts.push(
      text(GAMES[data.game].label, pill.x + pill.w / 2, pill.y + 19, 14, true, 'middle', pillInk, {
        x: pill.x + 8,
        y: pill.y,
        w: pill.w - 16,
        h: pill.h,
      }),
    );
  }

  // title: in the band (banded templates), centred (EVIDENZA, SPECIALE) or from the left
  const centred = data.template === 'EVIDENZA' || data.template === 'SPECIALE';
  const titleSize = data.template === 'JACKPOT' ? 30 : 26;
  const titleBox = { x: PAD, y: 8, w: titleRight - PAD, h: 44 };
  const title = fillPlaceholders(design.title, data);
  texts.push(
    text(
      title,
      centred ? PAD + titleBox.w / 2 : PAD,
      data.template === 'JACKPOT' ? 44 : 40,
      titleSize,
      true,
      centred ? 'middle' : 'start',
      banded ? onAccent : ink,
      titleBox,
    ),
  );

  // text lines under the title
  const linesTop = banded ? bandH + 16 : 62;
  design.texts.slice(0, 3).forEach((t, i) => {
    const y = linesTop + i * 17;
    if (y > HEADER_H - 2) return;
    const box = { x: PAD, y: y - 13, w: W - 2 * PAD, h: 17 };
    texts.push(
      text(fillPlaceholders(t, data), centred ? W / 2 : PAD, y, 14, false, centred ? 'middle' : 'start', ink, box),
    );
  });

  // the numbers, module by module
  const k = Math.max(1, data.modules.length);
  const mh = (NUMBERS.h - MODULE_GAP * (k - 1)) / k;
  const balls = data.modules.flatMap((m, i) =>
    layoutModule(
      m,
      { x: NUMBERS.x, y: NUMBERS.y + i * (mh + MODULE_GAP), w: NUMBERS.w, h: mh },
      { bg, text: ink, accent },
    ),
  );

  // footer: the system's SiCe name (always shown, whatever the texts say), contest, quota price, quote, combinations
  const footer = [
    ...(data.systemName ? [data.systemName] : []),
    data.contestLabel ?? 'Concorso da definire',
    `Quota ${formatCents(data.quotaPriceCents)}`,
    countNoun(data.quotes, 'quota', 'quote'),
    countNoun(data.combinations, 'combinazione', 'combinazioni'),
  ].join(' · ');
  texts.push(
    text(footer, PAD, FOOTER_Y + 26, 15, true, 'start', ink, { x: PAD, y: FOOTER_Y, w: W - 2 * PAD, h: H - FOOTER_Y }),
  );

  return { width: W, height: H, texts, balls, rects, backgroundImage: design.backgroundImage };
}

const FONT = 'Helvetica, Arial, sans-serif';
const n = (v: number) => String(Math.round(v * 100) / 100);

function svgText(t: LaidText): string {
  return `<text x="${n(t.x)}" y="${n(t.y)}" font-size="${n(t.fontSize)}"${t.bold ? ' font-weight="700"' : ''}${t.anchor === 'middle' ? ' text-anchor="middle"' : ''} fill="${escapeXml(t.fill)}">${escapeXml(t.text)}</text>`;
}

/** The card as an SVG document (600×400). */
export function renderGraphicSvg(design: RenderDesign, data: RenderData): string {
  const l = layoutGraphic(design, data);
  const accent = design.accentColor;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}" role="img" aria-label="${escapeXml(fillPlaceholders(design.title, data))}" font-family="${FONT}">`,
  );
  parts.push(`<rect x="0" y="0" width="${l.width}" height="${l.height}" fill="${escapeXml(design.backgroundColor)}"/>`);
  if (l.backgroundImage) {
    parts.push(
      `<image href="${escapeXml(l.backgroundImage)}" x="0" y="0" width="${l.width}" height="${l.height}" preserveAspectRatio="xMidYMid slice"/>`,
    );
  }
  for (const r of l.rects) {
    parts.push(
      `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"${r.rx ? ` rx="${n(r.rx)}"` : ''} fill="${escapeXml(r.fill)}"${r.stroke ? ` stroke="${escapeXml(r.stroke)}" stroke-width="${n(r.strokeWidth ?? 1)}"` : ''}/>`,
    );
  }
  for (const b of l.balls) {
    const filled = b.kind === 'number';
    parts.push(
      `<circle cx="${n(b.cx)}" cy="${n(b.cy)}" r="${n(b.r)}" fill="${escapeXml(filled ? accent : design.backgroundColor)}"${filled ? '' : ` stroke="${escapeXml(accent)}" stroke-width="${n(Math.max(1, b.r / 8))}"${b.kind === 'star' ? ' stroke-dasharray="3 2"' : ''}`}/>`,
    );
    parts.push(svgText(b.label));
  }
  for (const t of l.texts) parts.push(svgText(t));
  parts.push('</svg>');
  return parts.join('');
}
