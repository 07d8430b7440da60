import type { GameSlug } from '@bacheca/domain';
import type { Tx } from '../../db/client';

/**
 * The hooks the draw results (modules/results) call inside their confirm and reopen transactions (issue 26), wired in
 * app.ts as `ResultHooks` (modules/results/service.ts; a module never imports another).
 *
 * PLACEHOLDER (the one allowed, see the part B brief): the wins part (helper h4, issue 26 part C) implements
 * these and owns this file from now on — `onResultConfirmed` queues the wins job for the confirmed version and answers
 * its id, `onResultReopened` withdraws the contest's wins until the next confirmation. Until then confirming stores
 * the confirmed result and answers `{ jobId: null }`. The integrator checks these are implemented before issue 26 is
 * called done.
 */
export interface ResultConfirmedEvent {
  game: GameSlug;
  contestId: number;
  /** The confirmed result's version (the wins belong to this version). */
  version: number;
  /** The confirming user's id (the author of the result gets the bell when the job ends: enteredById is on the row). */
  userId: number;
}

export async function onResultConfirmed(_tx: Tx, _event: ResultConfirmedEvent): Promise<{ jobId: string | null }> {
  return { jobId: null };
}

export async function onResultReopened(_tx: Tx, _event: { game: GameSlug; contestId: number }): Promise<void> {
  // implemented by the wins part (h4): withdraw the contest's wins
}
