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

/** How long one attempt waits for the page to stop moving before axe reads it anyway (and the attempt counts as moved). */
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * One axe run on a still page, and whether the page moved during it. Inside one `evaluate`: the wait for the finite
 * CSS transitions/animations to be over (a dialog fading in is not its final contrast) and axe's run follow each other
 * in the page with no round trip between them. With the wait in a separate call, a popup that opened on data arriving
 * in that gap was read half faded in (seen twice in CI: the outlet's popup at 1.97:1, its button at 1.6:1) and nothing
 * had marked the run as moved, because the transition began before the run's listeners were there.
 *
 * "Moved": the page never stood still within the timeout, a transition or an animation began during the run (its
 * event), or one is still running when axe ends (begun during the run, its event not dispatched yet).
 */
async function runAxe(page: Page): Promise<{ results: AxeResults; moved: boolean }> {
  return page.evaluate(
    async ({ options, timeout }) => {
      const moving = () =>
        document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const deadline = performance.now() + timeout;
      while (moving() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      let moved = moving();
      const mark = () => {
        moved = true;
      };
      const events = ['transitionrun', 'animationstart'] as const;
      for (const e of events) document.addEventListener(e, mark, true);
      try {
        const results = await (window as AxeWindow).axe!.run(document, options);
        return { results, moved: moved || moving() };
      } finally {
        for (const e of events) document.removeEventListener(e, mark, true);
      }
    },
    { options: RUN_OPTIONS, timeout: SETTLE_TIMEOUT_MS },
  );
}

/** Runs on a page that kept moving: the last one is read whatever it found. */
const AXE_ATTEMPTS = 3;

/** The violations that fail the gate on the current page, read while nothing on it was moving. */
export async function a11yViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(axe.source);
  let results: AxeResults | undefined;
  for (let attempt = 1; attempt <= AXE_ATTEMPTS; attempt++) {
    const run = await runAxe(page);
    results = run.results;
    if (!run.moved) break;
  }
  return results!.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || A11Y_EXTRA_RULES.includes(v.id));
}

/**
 * For a failed contrast check: what lay over and under each failing node when the gate failed (each element at the
 * node's centre, top first, with its opacity, background and z-index; the ancestors that are not opaque) and the
 * animations of the page. A contrast that axe read and the failure screenshot does not show (a layer that came and
 * went) is then told apart from a colour of the app.
 */
async function describeContrast(page: Page, violations: Result[]): Promise<string> {
  const selectors = violations
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
    .slice(0, 5);
  if (!selectors.length) return '';
  return page
    .evaluate((targets) => {
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''}`;
      const style = (e: Element) => {
        const cs = getComputedStyle(e);
        return `${name(e)} opacity=${cs.opacity} bg=${cs.backgroundColor} z=${cs.zIndex}`;
      };
      const lines = targets.map((target) => {
        const el = document.querySelector(target);
        if (!el) return `${target}: gone`;
        const r = el.getBoundingClientRect();
        const stack = document
          .elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          .slice(0, 8)
          .map(style);
        const faded: string[] = [];
        for (let e: Element | null = el; e; e = e.parentElement)
          if (getComputedStyle(e).opacity !== '1') faded.push(style(e));
        return `${target}: color=${getComputedStyle(el).color}\n      stack: ${stack.join(' > ')}\n      not opaque: ${faded.join(' < ') || 'none'}`;
      });
      const animations = document.getAnimations().map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return `${a.constructor.name} on ${target ? name(target) : '?'} ${a.playState} t=${String(a.currentTime)}`;
      });
      return `\nWhen the gate failed:\n  ${lines.join('\n  ')}\n  animations: ${animations.join('; ') || 'none'}`;
    }, selectors)
    .catch((error: unknown) => `\n(no description: ${String(error)})`);
}

/** Fail listing every serious/critical violation (and every heading-order one) of the current page. */
export async function expectAccessible(page: Page, screen?: string) {
  const violations = await a11yViolations(page);
  const where = `${screen ? `${screen} — ` : ''}${new URL(page.url()).pathname}`;
  const described = violations.length ? await describeContrast(page, violations) : '';
  expect(
    violations.map((v) => `${v.impact} ${v.id}`),
    `axe on ${where}:\n${formatViolations(violations)}${described}`,
  ).toEqual([]);
}
