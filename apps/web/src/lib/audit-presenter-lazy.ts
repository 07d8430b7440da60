import { useEffect, useState } from 'react';

type Presenter = typeof import('@bacheca/domain/audit-presenter');

let loaded: Presenter | null = null;
let pending: Promise<Presenter> | null = null;

/**
 * The activity log's presenter and its Italian labels (every audit key, enum values) fetched after the
 * route's first render rather than in its static graph: /registro-attivita starts it when its chunk evaluates, so it
 * arrives alongside the list's data and the page's bundle stays within budget.
 */
export function loadAuditPresenter(): Promise<Presenter> {
  pending ??= import('@bacheca/domain/audit-presenter').then((m) => (loaded = m));
  return pending;
}

/** The presenter once loaded (null the first moments of the first visit). */
export function useAuditPresenter(): Presenter | null {
  const [presenter, setPresenter] = useState<Presenter | null>(loaded);
  useEffect(() => {
    if (presenter) return;
    let live = true;
    void loadAuditPresenter().then((p) => live && setPresenter(() => p));
    return () => {
      live = false;
    };
  }, [presenter]);
  return presenter;
}
