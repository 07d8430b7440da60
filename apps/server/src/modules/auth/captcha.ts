import { createChallenge, verifySolution, extractParams } from 'altcha-lib';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';

/** Captcha providers (decisions.md): ALTCHA self-hosted proof of work, reCAPTCHA, or off (never in production). */
export class CaptchaService {
  /**
   * ALTCHA solutions already accepted live in the database (captcha_solutions, keyed by the challenge's signature,
   * kept until the challenge expires): a solution works once in total, whichever instance receives it.
   */
  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
  ) {}

  get provider() {
    return this.config.captcha.provider;
  }

  async challenge() {
    return createChallenge({
      hmacKey: this.config.captcha.altchaHmacKey,
      maxNumber: this.config.captcha.altchaMaxNumber,
      expires: new Date(Date.now() + 10 * 60_000),
    });
  }

  async verify(token: string, ip?: string): Promise<boolean> {
    const { provider } = this.config.captcha;
    if (provider === 'off') return true;
    if (!token) return false;
    if (provider === 'recaptcha') return this.verifyRecaptcha(token, ip);
    let ok = false;
    try {
      ok = await verifySolution(token, this.config.captcha.altchaHmacKey, true);
    } catch {
      return false;
    }
    if (!ok) return false;
    const now = Date.now();
    let signature: unknown;
    try {
      signature = (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown }).signature;
    } catch {
      return false;
    }
    if (typeof signature !== 'string' || !signature) return false;
    const expires = Number(extractParams(token).expires ?? 0) * 1000 || now + 10 * 60_000;
    // the first to insert the signature wins; a replay (on this instance or another) finds the row
    const { rows } = await this.database.query<{ signature: string }>(
      'insert into captcha_solutions (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning signature',
      [signature, new Date(expires).toISOString()],
    );
    return rows.length === 1;
  }

  private async verifyRecaptcha(token: string, ip?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.config.captcha.recaptchaSecret ?? '', response: token });
    if (ip) form.set('remoteip', ip);
    try {
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5000),
      });
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    } catch {
      return false;
    }
  }
}

/** Solutions whose challenge has expired (the maintenance job): verifySolution refuses them anyway. */
export async function purgeCaptchaSolutions(database: Database): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    'with gone as (delete from captcha_solutions where expires_at < now() returning 1) select count(*)::int as n from gone',
  );
  return Number(rows[0]?.n ?? 0);
}
