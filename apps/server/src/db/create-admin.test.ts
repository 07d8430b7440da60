import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CREATE_ADMIN, ERRORS } from '@bacheca/domain';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { freshDatabase, testDatabases } from '../test/harness';
import type { Database } from './client';
import { auditLog, passwordHistory, roles, users } from './schema';
import { createFirstSuperAdmin } from './create-admin';

const PASSWORD = 'Sportello!Nord2026';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.each(testDatabases())('create-admin: the first super_admin of an empty database on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
  });
  afterAll(async () => drop());

  it('refuses what the staff form refuses, and writes nothing', async () => {
    const bad = (input: Parameters<typeof createFirstSuperAdmin>[1]) => createFirstSuperAdmin(database.db, input);
    expect(await bad({ username: 'capo', email: 'capo@example.it', password: 'corta' })).toEqual({
      ok: false,
      errors: [ERRORS.PASSWORD_NOT_SECURE],
    });
    expect(await bad({ username: 'capo', email: 'capo@example.it', password: 'Capo!2026xyz' })).toEqual({
      ok: false,
      errors: [ERRORS.PASSWORD_CONTAINS_USERNAME],
    });
    expect(await bad({ username: 'capo', email: 'capo@example.it', password: 'Password123!' })).toEqual({
      ok: false,
      errors: [ERRORS.PASSWORD_TOO_COMMON],
    });
    expect(await bad({ username: 'capo', email: 'capo@example.it', password: '' })).toEqual({
      ok: false,
      errors: [ERRORS.PASSWORD_REQUIRED],
    });
    expect(await bad({ username: 'ca-po', email: 'capo@example.it', password: PASSWORD })).toEqual({
      ok: false,
      errors: [ERRORS.USERNAME_INVALID],
    });
    expect(await bad({ username: 'capo', email: 'non-una-mail', password: PASSWORD })).toEqual({
      ok: false,
      errors: [ERRORS.EMAIL_INVALID],
    });
    expect(await bad({ email: 'capo@example.it', password: PASSWORD })).toEqual({
      ok: false,
      errors: [ERRORS.USERNAME_REQUIRED],
    });
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(n).toBe(0);
  });

  it('creates the super_admin (roles included) who then logs in through the API and reads a list', async () => {
    const result = await createFirstSuperAdmin(database.db, {
      username: 'capo',
      email: 'capo@example.it',
      name: 'Chiara Capo',
      password: PASSWORD,
    });
    expect(result).toEqual({ ok: true, username: 'capo', message: CREATE_ADMIN.CREATED.replace('{username}', 'capo') });
    const [row] = await database.db.select().from(users).where(eq(users.username, 'capo'));
    expect(row).toMatchObject({
      role: 'super_admin',
      email: 'capo@example.it',
      name: 'Chiara Capo',
      enabled: true,
      active: true,
      blocked: false,
      forcePasswordChange: false,
    });
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect((await database.db.select().from(passwordHistory).where(eq(passwordHistory.userId, row.id))).length).toBe(1);
    expect((await database.db.select().from(roles)).map((r) => r.name)).toContain('super_admin');
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, 'capo'));
    expect(entry).toMatchObject({ action: 'create', actor: null, outcome: 'ok' });

    // the production configuration (never seeds) on this database: the admin is the only user
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      SEED_ON_START: 'false',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'capo', password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().accessToken as string;
      expect(token).toBeTruthy();
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/amministratori',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).toContain('capo');
    } finally {
      await app.close();
    }
  });

  it('creates only the first: a second super_admin (or the same name again) is refused', async () => {
    const again = await createFirstSuperAdmin(database.db, {
      username: 'altro',
      email: 'altro@example.it',
      password: PASSWORD,
    });
    expect(again).toEqual({ ok: false, errors: [CREATE_ADMIN.ALREADY_EXISTS.replace('{username}', 'capo')] });
    const [{ n }] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'super_admin'));
    expect(n).toBe(1);
  });
});

describe('npm run create-admin (the command)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bdr-create-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[], input: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', ...args], {
      cwd: serverDir,
      input,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
      timeout: 120_000,
    });

  it('without --username or --email prints the usage and exits 2, touching no database', () => {
    const r = run(['--email', 'capo@example.it'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(CREATE_ADMIN.USAGE);
  }, 120_000);

  it('reads the password from the standard input, refuses a weak one, then creates the admin', () => {
    const weak = run(['--username', 'capo', '--email', 'capo@example.it'], 'debole\n');
    expect(weak.stderr).toContain(ERRORS.PASSWORD_NOT_SECURE);
    expect(weak.status).toBe(1);
    const ok = run(['--username', 'capo', '--email', 'capo@example.it'], `${PASSWORD}\n`);
    expect(ok.stdout).toContain(CREATE_ADMIN.CREATED.replace('{username}', 'capo'));
    expect(ok.status).toBe(0);
    const second = run(['--username', 'altro', '--email', 'altro@example.it'], '', { ADMIN_PASSWORD: PASSWORD });
    expect(second.stderr).toContain(CREATE_ADMIN.ALREADY_EXISTS.replace('{username}', 'capo'));
    expect(second.status).toBe(1);
    // three processes, each starting tsx and opening PGlite: a ceiling for a loaded machine, not an expectation
  }, 360_000);
});
