import { z } from '../zod';
import { text } from './common';
import { ROLES, PERMISSIONS } from '../permissions';
import { GAME_SLUGS } from '../games';

export const loginRequest = z.object({
  username: text().trim().min(1).max(100),
  password: text().min(1).max(200),
  /** Captcha answer: an ALTCHA payload (base64) or a reCAPTCHA token; empty when the provider is off. */
  gCaptchaToken: text().max(10000).default(''),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({
  accessToken: z.string(),
  /** ISO instant when the token expires. */
  expireDate: z.string(),
  /** Seconds of validity from now. */
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const impersonateRequest = z.object({
  ivrCode: text()
    .regex(/^[A-Za-z0-9]+$/)
    .max(20),
});

export const changePasswordRequest = z.object({
  oldPassword: text().min(1).max(200),
  newPassword: text().min(1).max(200),
  confirmPassword: text().min(1).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const forcedChangePasswordRequest = z.object({
  newPassword: text().min(1).max(200),
  confirmPassword: text().min(1).max(200),
});
export type ForcedChangePasswordRequest = z.infer<typeof forcedChangePasswordRequest>;

export const currentUser = z.object({
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(PERMISSIONS)),
  ivrCode: z.string().nullable(),
  /** Set while a staff user simulates this outlet. */
  impersonatedBy: z.string().nullable(),
  lastAccess: z.string().nullable(),
  lastPasswordChange: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** Public, non-secret configuration the browser needs before login. */
export const publicConfig = z.object({
  enabledGames: z.array(z.enum(GAME_SLUGS)),
  captchaProvider: z.enum(['altcha', 'recaptcha', 'off']),
  recaptchaSiteKey: z.string().nullable(),
  boardUrl: z.string(),
  boardSite: z.string(),
  syndicateUrl: z.string(),
  customerService: z.object({ phone: z.string(), email: z.string(), privacyEmail: z.string() }),
  tokenRefreshMs: z.number().int(),
  inactivityTimeoutMs: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
