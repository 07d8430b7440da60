/** What the login form needs from any captcha provider. */
export interface CaptchaHandle {
  /** The answer to send as gCaptchaToken; '' when none could be obtained. */
  getToken(): Promise<string>;
  /** A fresh challenge after a failed attempt (an answer is good for one login only). */
  reset(): void;
}
