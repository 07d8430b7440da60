import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { PublicationWorkerOptions } from './jobs/publication';
import { MailService } from './lib/mail';
import type { JobLog } from './jobs/job-log';

/** The publication worker's settings from the configuration (server process and `npm run worker` alike). */
export function publicationWorkerOptions(config: AppConfig, database: Database, log: JobLog): PublicationWorkerOptions {
  return {
    batchSize: config.publicationBatchSize,
    batchDelayMs: config.publicationBatchDelayMs,
    mail: new MailService(database.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, log),
    publicUrl: config.publicUrl,
  };
}
