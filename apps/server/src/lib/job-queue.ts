/**
 * How the API hands work to the pg-boss workers. The server builds its routes before pg-boss has started, so the
 * queue is attached later (main.ts, worker tests); until then `send` does nothing and the work waits in the
 * database: the publication worker picks up every job still IN_CORSO when it starts (jobs/publication.ts).
 */
export const PUBLICATION_QUEUE = 'publication';
/** The wins jobs of confirmed draw results: `{ jobId }`, the wins_jobs row. */
export const WINS_QUEUE = 'wins';

export interface JobSender {
  send(name: string, data: object): Promise<unknown>;
}

export class JobQueue {
  private sender?: JobSender;

  attach(sender: JobSender): void {
    this.sender = sender;
  }

  /** Stop handing work over (a test that drives the worker itself from here on). */
  detach(): void {
    this.sender = undefined;
  }

  /** Queue a job; false when no queue is attached or sending failed (the job row stays and is resumed later). */
  async send(name: string, data: object): Promise<boolean> {
    if (!this.sender) return false;
    try {
      await this.sender.send(name, data);
      return true;
    } catch {
      return false;
    }
  }
}
