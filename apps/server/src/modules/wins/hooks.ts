import type { GameSlug } from '@bacheca/domain';
import type { Tx } from '../../db/client';
import { createWinsJob, withdrawWins } from './worker';

/**
 * The hooks the draw results (modules/results) call inside their confirm and reopen transactions (issue 26).
 * `onResultConfirmed` creates the wins job of the confirmed version (withdrawing any earlier one) and answers its id;
 * the caller queues it after commit (`WINS_QUEUE`; a job created while no queue runs is picked up when the worker
 * starts). `onResultReopened` withdraws the contest's wins until the next confirmation.
 */
export interface ResultConfirmedEvent {
  game: GameSlug;
  contestId: number;
  /** The confirmed result's version (the wins belong to this version). */
  version: number;
  /** The confirming user's id (the author of the result gets the bell when the job ends: enteredById is on the row). */
  userId: number;
}

export async function onResultConfirmed(tx: Tx, event: ResultConfirmedEvent): Promise<{ jobId: string | null }> {
  const { jobId } = await createWinsJob(tx, event);
  return { jobId: String(jobId) };
}

export async function onResultReopened(tx: Tx, event: { game: GameSlug; contestId: number }): Promise<void> {
  await withdrawWins(tx, { contestId: event.contestId });
}
