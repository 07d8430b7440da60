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

/** The violations that fail the gate on the current page. */
export async function a11yViolations(page: Page): Promise<Result[]> {
  await settle(page);
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(axe.source);
  const results: AxeResults = await page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options),
    RUN_OPTIONS,
  );
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || A11Y_EXTRA_RULES.includes(v.id));
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
