import { test as base } from '@playwright/test';
import { expectAccessible } from './a11y';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Every journey imports `test` from here, never from `@playwright/test`: this is how the accessibility gate
 * (a11y.ts) reaches a journey by default. On top of the checks in `gotoLoaded`, `login` and after each screen or dialog
 * a journey opens, this automatic fixture runs axe, after a passing test, on every page still open in every browser
 * context (the default one and those the test opened with `browser.newContext()`).
 */
export const test = base.extend<{ a11yOnLastScreens: void }>({
  a11yOnLastScreens: [
    // depends on `context` so that it is torn down before the test's own context closes
    async ({ browser, context }, use, testInfo) => {
      void context;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          if (page.isClosed() || !page.url().startsWith('http')) continue;
          await expectAccessible(page, 'last screen of the journey');
        }
      }
    },
    { auto: true },
  ],
});
