import { startImpersonation } from '../../lib/session/impersonation';

let inflight: { ivrCode: string; promise: Promise<void> } | null = null;

/**
 * Start simulating an outlet once, whatever the number of effects asking for it (React runs effects twice in
 * development, and a second POST would leave with the outlet's token and be refused). The session swap lands back
 * on the simulation page, now as the outlet.
 */
export function startSimulation(ivrCode: string): Promise<void> {
  if (inflight && inflight.ivrCode === ivrCode) return inflight.promise;
  const promise = startImpersonation(ivrCode, `/ricevitorie/${encodeURIComponent(ivrCode)}/simulate`).finally(() => {
    // Let a later visit (after exiting) start a new simulation.
    setTimeout(() => {
      if (inflight?.promise === promise) inflight = null;
    }, 0);
  });
  inflight = { ivrCode, promise };
  return promise;
}
