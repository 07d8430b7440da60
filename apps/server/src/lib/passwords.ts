import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's m=19 MiB, t=2, p=1 (about 20 ms a hash here). */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spend the time of one verification when the user does not exist, so both answers take as long. */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummy, password);
}
