import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../messages';
import { GRAPHIC_TEMPLATES } from '../enums';
import { graphicDesignSchema, graphicUpsertRequest } from '../schemas/graphics';
import { jpegHeader, pngHeader } from '../test/image-fixtures';
import { DEMO_GRAPHIC_DESIGNS } from './demo';
import { ELLIPSIS, escapeXml, fitText, measureText } from './metrics';
import { GRAPHIC_PALETTE, MIN_TEXT_CONTRAST, contrastRatio, readableInk, readableTextColors } from './palette';
import { layoutGraphic, renderGraphicSvg, sampleModules, type RenderData } from './render';
import { expectInside, expectWellFormedSvg } from '../test/graphic-checks';

const base: RenderData = {
  game: 'superenalotto',
  template: 'CLASSICO',
  structureName: 'Integrale 8 numeri',
  systemName: 'INTEGRALE-0001',
  contestLabel: 'Concorso 142/2026',
  quotaPriceCents: 700,
  quotes: 4,
  combinations: 28,
  modules: [{ numbers: [3, 7, 12, 25, 38, 44, 61, 90] }],
};

describe('palette and contrast (WCAG 2.x)', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // a known pair: #767676 on white is the lightest grey passing AA (4.54:1)
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('the ink chosen for every palette colour reads at ≥ 4,5:1 (balls, bands, logo)', () => {
    for (const c of GRAPHIC_PALETTE)
      expect(contrastRatio(readableInk(c), c), c).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('every background of the palette offers readable text colours, and only those', () => {
    for (const bg of GRAPHIC_PALETTE) {
      const offered = readableTextColors(bg);
      expect(offered.length, bg).toBeGreaterThan(0);
      for (const c of offered) expect(contrastRatio(c, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('the design schema refuses a text colour without contrast', () => {
    const out = graphicDesignSchema.safeParse({ ...DEMO_GRAPHIC_DESIGNS.classico, textColor: '#FFF3C4' });
    expect(out.success).toBe(false);
    expect(out.error?.issues[0].message).toBe(ERRORS.GRAPHIC_CONTRAST_TOO_LOW);
    expect(ERRORS.GRAPHIC_CONTRAST_TOO_LOW).toBe(
      'Colore del testo poco leggibile sullo sfondo: serve un contrasto di almeno 4,5:1.',
    );
  });

  it('every demo design keeps its contrast and passes the schema', () => {
    for (const d of Object.values(DEMO_GRAPHIC_DESIGNS)) expect(graphicDesignSchema.safeParse(d).success).toBe(true);
  });
});

describe('design schema', () => {
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  it('accepts a PNG or JPEG background up to 1200×800 and refuses a larger one', () => {
    const ok = (image: string) =>
      graphicDesignSchema.safeParse({ ...DEMO_GRAPHIC_DESIGNS.classico, backgroundImage: image });
    expect(ok(`data:image/png;base64,${b64(pngHeader(1200, 800))}`).success).toBe(true);
    expect(ok(`data:image/jpeg;base64,${b64(jpegHeader(800, 600))}`).success).toBe(true);
    const big = ok(`data:image/png;base64,${b64(pngHeader(1600, 900))}`);
    expect(big.error?.issues[0].message).toBe(ERRORS.GRAPHIC_BACKGROUND_INVALID);
  });

  it('refuses unknown placeholders', () => {
    const out = graphicDesignSchema.safeParse({ ...DEMO_GRAPHIC_DESIGNS.classico, title: 'Vinci con {jackpot}' });
    expect(out.error?.issues[0].message).toBe(ERRORS.GRAPHIC_PLACEHOLDER_UNKNOWN);
  });

  it('name and structure are required', () => {
    const out = graphicUpsertRequest.safeParse({ name: ' ', design: DEMO_GRAPHIC_DESIGNS.classico });
    const messages = out.error?.issues.map((i) => i.message);
    expect(messages).toContain(ERRORS.GRAPHIC_NAME_REQUIRED);
    expect(messages).toContain(ERRORS.GRAPHIC_STRUCTURE_REQUIRED);
    const long = graphicUpsertRequest.safeParse({
      name: 'x'.repeat(51),
      structureId: 1,
      design: DEMO_GRAPHIC_DESIGNS.classico,
    });
    expect(long.error?.issues[0].message).toBe(ERRORS.GRAPHIC_NAME_TOO_LONG);
  });
});

describe('text metrics', () => {
  it('measures with the fixed table and shortens with an ellipsis', () => {
    expect(measureText('0', 10)).toBeCloseTo(5.56, 5);
    expect(measureText('0', 10, true)).toBeCloseTo(6.116, 3);
    expect(fitText('Breve', 16, 500)).toBe('Breve');
    const cut = fitText('Una struttura dal nome davvero molto lungo', 16, 120);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(measureText(cut, 16)).toBeLessThanOrEqual(120);
    expect(fitText('abc', 16, 1)).toBe('');
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('the renderer', () => {
  it('draws a valid SVG with the placeholders filled and the text escaped', () => {
    const svg = renderGraphicSvg({ ...DEMO_GRAPHIC_DESIGNS.classico, title: '<Evviva> & {struttura}' }, base);
    expectWellFormedSvg(svg);
    expect(svg).toContain('&lt;Evviva&gt; &amp; Integrale 8 numeri');
    expect(svg).not.toContain('<Evviva>');
    expect(svg).toContain('Sistema INTEGRALE-0001 · Concorso 142/2026');
    expect(svg).toContain('>INTEGRALE-0001 · Concorso 142/2026 · Quota 7,00 € · 4 quote');
    expect((svg.match(/<circle/g) ?? []).length).toBe(8);
  });

  it('draws the Euronumeri of EuroJackpot and the example numbers of a structure', () => {
    const modules = sampleModules([{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }]);
    expect(modules).toEqual([{ numbers: [1, 2, 3, 4, 5, 6, 7], euronumbers: [1, 2, 3] }]);
    const l = layoutGraphic(DEMO_GRAPHIC_DESIGNS.jackpot, {
      ...base,
      game: 'eurojackpot',
      template: 'JACKPOT',
      systemName: null,
      contestLabel: null,
      modules,
    });
    expect(l.balls.filter((b) => b.kind === 'euro')).toHaveLength(3);
    expect(l.texts.map((t) => t.text)).toContain('EuroJackpot');
    expectInside(l);
  });

  const name = fc.string({ minLength: 1, maxLength: 120 });
  const numbers = fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 90 });
  const module = fc.record({
    numbers,
    euronumbers: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), {
      nil: undefined,
    }),
    superstars: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: 1, maxLength: 10 }), {
      nil: undefined,
    }),
  });
  const data = fc.record({
    game: fc.constantFrom('superenalotto' as const, 'sivincetutto' as const, 'eurojackpot' as const),
    template: fc.constantFrom(...GRAPHIC_TEMPLATES),
    structureName: name,
    systemName: fc.option(name, { nil: null }),
    contestLabel: fc.option(name, { nil: null }),
    quotaPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
    quotes: fc.integer({ min: 2, max: 125 }),
    combinations: fc.integer({ min: 1, max: 100_000 }),
    modules: fc.array(module, { minLength: 1, maxLength: 10 }),
  });
  const design = fc.record({
    title: fc.oneof(name, fc.constant('{struttura} · {sistema} · {concorso} · {prezzoQuota}')),
    texts: fc.array(fc.oneof(name, fc.constant('{combinazioni} combinazioni, {quote} quote')), { maxLength: 3 }),
    showLogo: fc.boolean(),
    demo: fc.constantFrom(...Object.values(DEMO_GRAPHIC_DESIGNS)),
  });

  it('property: any names, modules and template fit their boxes (ellipsis), and the SVG stays well formed', () => {
    fc.assert(
      fc.property(data, design, (d, g) => {
        const des = { ...g.demo, title: g.title, texts: g.texts, showLogo: g.showLogo };
        expectInside(layoutGraphic(des, d));
        expectWellFormedSvg(renderGraphicSvg(des, d));
      }),
      { numRuns: 100 },
    );
  });
});
