import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text body. */
  body: string;
}

interface MailLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * E-mail (decisions.md): every message is first written to `mail_outbox` inside the caller's transaction, so it
 * exists only if the change that caused it was committed. `deliver` then sends it over SMTP when SMTP_URL is set,
 * or shows it in the server log and leaves it in the outbox.
 */
export class MailService {
  private transport?: Promise<{ sendMail(m: object): Promise<unknown> }>;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; mailFrom: string },
    private readonly log: MailLog,
  ) {}

  /** Keep the message in the outbox (inside the caller's transaction); returns its id for `deliver`. */
  async enqueue(db: DbOrTx, mail: OutgoingMail): Promise<number> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, body: mail.body })
      .returning({ id: mailOutbox.id });
    return row.id;
  }

  /** Send a committed outbox message. Never throws: a failed send stays unsent in the outbox. */
  async deliver(id: number): Promise<void> {
    try {
      const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!mail || mail.sentAt) return;
      if (!this.opts.smtpUrl) {
        this.log.info(
          { mailId: id, to: mail.to, subject: mail.subject, body: mail.body },
          'e-mail nella outbox (SMTP_URL non configurato)',
        );
        return;
      }
      this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.opts.smtpUrl));
      const transport = await this.transport;
      await transport.sendMail({ from: this.opts.mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      this.log.error({ err, mailId: id }, 'invio e-mail non riuscito: resta nella outbox');
    }
  }
}
