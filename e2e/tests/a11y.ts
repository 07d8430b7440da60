import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility gate of the browser journeys: axe-core on the page as it stands, WCAG 2.0/2.1 A and AA,
 * failing on every serious or critical violation with its rule, the selectors of its nodes and axe's summary.
 *
 * Two rules outside those tags are switched on because an accessibility audit found violations of them: `label-content-name-mismatch`
 * (WCAG 2.5.3, still "experimental" in axe) and `heading-order` (best practice, "moderate" impact, so it fails at any
 * impact). No rule is disabled; an `exclude` is allowed only for third-party markup we cannot change (none today).
 *
 * axe-core is injected once per document (not once per check, as @axe-core/playwright's AxeBuilder does: 1,5 MB of
 * script evaluated again at every check cost 20–40 s per check on a loaded CI machine) and runs on the top document;
 * the app has no iframes. Script injection through the DevTools protocol is not subject to the page's CSP.
 *
 * Where it runs (so that a new journey gets it by default):
 * - `gotoLoaded` and `login` in helpers.ts, once the page has loaded;
 * - the journeys after each in-app navigation or dialog they open (`expectAccessible(page, 'what')`);
 * - `fixtures.ts`: every spec imports `test` from there, and at the end of each passing test the fixture checks every
 *   page still open in every browser context of the test (the screen the journey ended on).
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const A11Y_EXTRA_RULES = ['label-content-name-mismatch', 'heading-order'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Wait until the finite CSS transitions/animations are over (a dialog fading in is not its final contrast). */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: A11Y_TAGS },
  rules: Object.fromEntries(A11Y_EXTRA_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

type AxeWindow = { axe?: typeof axe };

/**
 * One axe run, and whether anything started moving while it ran (a transition or an animation began: a dialog that
 * opened on data arriving mid-run is read half faded in, with colours it never keeps).
 */
async function runAxe(page: Page): Promise<{ results: AxeResults; moved: boolean }> {
  return page.evaluate(async (options) => {
    let moved = false;
    const mark = () => {
      moved = true;
    };
    const events = ['transitionrun', 'animationstart'] as const;
    for (const e of events) document.addEventListener(e, mark, true);
    try {
      const results = await (window as AxeWindow).axe!.run(document, options);
      return { results, moved };
    } finally {
      for (const e of events) document.removeEventListener(e, mark, true);
    }
  }, RUN_OPTIONS);
}

/** Runs on a page that kept moving: the last one is read whatever it found. */
const AXE_ATTEMPTS = 3;

/** The violations that fail the gate on the current page, read while nothing on it was moving. */
export async function a11yViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(axe.source);
  let results: AxeResults | undefined;
  for (let attempt = 1; attempt <= AXE_ATTEMPTS; attempt++) {
    await settle(page);
    const run = await runAxe(page);
    results = run.results;
    if (!run.moved) break;
  }
  return results!.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || A11Y_EXTRA_RULES.includes(v.id));
}

/** Fail listing every serious/critical violation (and every heading-order one) of the current page. */
export async function expectAccessible(page: Page, screen?: string) {
  const violations = await a11yViolations(page);
  const where = `${screen ? `${screen} — ` : ''}${new URL(page.url()).pathname}`;
  expect(
    violations.map((v) => `${v.impact} ${v.id}`),
    `axe on ${where}:\n${formatViolations(violations)}`,
  ).toEqual([]);
}
