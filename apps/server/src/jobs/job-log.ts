/** What the job handlers log through: the server's logger, or the worker process's own (worker-options.ts). */
export interface JobLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
