/**
 * The odds view (odds-view.tsx) loaded on demand: the detail pages and the outlet board's card render these, and the
 * view's code (the counting's formatter, the category labels) arrives in its own chunk after the page.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const View = () => import('./odds-view');
const Section = lazy(() => View().then((m) => ({ default: m.OddsSection })));
const Summary = lazy(() => View().then((m) => ({ default: m.OddsSummary })));

export function LazyOddsSection(props: ComponentProps<typeof Section>) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}

export function LazyOddsSummary(props: ComponentProps<typeof Summary>) {
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  );
}
