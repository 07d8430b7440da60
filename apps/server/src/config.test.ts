import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PUBLICATION_WORKER_DEFAULTS, loadConfig } from './config';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALTCHA_HMAC_KEY: 'k'.repeat(20) };

describe('PUBLIC_URL (e-mail links)', () => {
  it('is required in production, with a clear Italian message', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL è obbligatorio in produzione/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL è obbligatorio/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://bacheca.example.it/' }).publicUrl).toBe(
      'https://bacheca.example.it',
    );
  });

  it('must be an http(s) address without path, query or credentials', () => {
    for (const bad of [
      'bacheca.example.it',
      'ftp://bacheca.example.it',
      'javascript:alert(1)',
      'https://bacheca.example.it/x',
      'https://u:p@bacheca.example.it',
      'https://bacheca.example.it?x=1',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL non valido/);
    }
  });

  it('defaults to localhost outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });

  it('`npm run worker` refuses to start in production without it: exit 1 and the reason', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)(tsx, [path.join(here, 'worker.ts')], {
        env: { PATH: process.env.PATH ?? '', ...env },
        timeout: 60_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
      );
    const without = await run({ ...production, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('PUBLIC_URL è obbligatorio in produzione');
    // with it, the configuration passes and the next check speaks (no database given)
    const withUrl = await run({ ...production, PUBLIC_URL: 'https://bacheca.example.it' });
    expect(withUrl.code).toBe(1);
    expect(withUrl.stderr).toContain('richiede DATABASE_URL');
    expect(withUrl.stderr).not.toContain('PUBLIC_URL');
  });
});

describe('PostgreSQL connection settings (pool size, PgBouncer)', () => {
  const base = { NODE_ENV: 'test' };
  it('DATABASE_POOL_SIZE defaults to 10 and refuses 0; DATABASE_PREPARED_STATEMENTS defaults to true, false turns them off', () => {
    expect(loadConfig(base)).toMatchObject({ databasePoolSize: 10, preparedStatements: true });
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '25', DATABASE_PREPARED_STATEMENTS: 'false' })).toMatchObject({
      databasePoolSize: 25,
      preparedStatements: false,
    });
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...base, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });
});

describe('the publication worker pace', () => {
  it('publishes 500 items a transaction without pause unless the deployment says otherwise', () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(PUBLICATION_WORKER_DEFAULTS).toEqual({ batchSize: 500, batchDelayMs: 0 });
    expect([plain.publicationBatchSize, plain.publicationBatchDelayMs]).toEqual([500, 0]);
    const tuned = loadConfig({ NODE_ENV: 'test', PUBLICATION_BATCH_SIZE: '25', PUBLICATION_BATCH_DELAY_MS: '200' });
    expect([tuned.publicationBatchSize, tuned.publicationBatchDelayMs]).toEqual([25, 200]);
  });
});
