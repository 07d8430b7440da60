/**
 * The hooks the draw results call inside their confirm and reopen transactions, wired in app.ts (and the
 * seed) as `ResultHooks` (modules/results/service.ts: a module never imports another). Implemented in
 * lib/wins-jobs.ts: `onResultConfirmed` queues the wins job of the confirmed version and answers its id,
 * `onResultReopened` withdraws the contest's wins until the next confirmation.
 */
export { onResultConfirmed, onResultReopened, type ResultConfirmedEvent } from '../../lib/wins-jobs';
