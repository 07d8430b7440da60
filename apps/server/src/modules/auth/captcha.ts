import { createChallenge, verifySolution, extractParams } from 'altcha-lib';
import type { AppConfig } from '../../config';

/** Captcha providers (decisions.md): ALTCHA self-hosted proof of work, reCAPTCHA, or off (never in production). */
export class CaptchaService {
  /** ALTCHA payloads already accepted, kept until their challenge expires, so a solution works once. */
  private used = new Map<string, number>();

  constructor(private readonly config: AppConfig) {}

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
    for (const [k, exp] of this.used) if (exp < now) this.used.delete(k);
    if (this.used.has(token)) return false;
    const expires = Number(extractParams(token).expires ?? 0) * 1000 || now + 10 * 60_000;
    this.used.set(token, expires);
    return true;
  }

  private async verifyRecaptcha(token: string, ip?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.config.captcha.recaptchaSecret ?? '', response: token });
    if (ip) form.set('remoteip', ip);
    try {
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    } catch {
      return false;
    }
  }
}
