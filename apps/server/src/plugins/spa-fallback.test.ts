import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { isPagePath } from '../app';

describe('isPagePath', () => {
  it('takes paths without a dot, encoded or not', () => {
    for (const p of [
      '/',
      '/login',
      '/amministratori',
      '/superenalotto/job/SUPERENALOTTO_12',
      '/change-password/ab12',
      '/superenalotto/grafica/new',
    ])
      expect(isPagePath(p), p).toBe(true);
    for (const p of [
      '/backup.sql',
      '/assets/gone.js',
      '/.env',
      '/.git/config',
      '/a/%2e%2e/b',
      '/wp-login.php',
      '/favicon.ICO',
    ])
      expect(isPagePath(p), p).toBe(false);
  });
});

describe.each(testDatabases())('unknown paths with the SPA built on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'bacheca-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bacheca</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // no data: the suite reads none
    t = await createTestApp(kind, { WEB_DIST: dist }, { seed: 'none' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.inject({ method: 'GET', url });

  it('answers page paths with the application', async () => {
    for (const url of [
      '/',
      '/amministratori',
      '/superenalotto/job/SUPERENALOTTO_1?outcome=ERRORE',
      '/pagina-che-non-esiste',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
  });

  it('answers 404 to files that do not exist and to unknown API paths, never the page', async () => {
    for (const url of [
      '/backup.sql',
      '/assets/gone.js',
      '/.env',
      '/.git/config',
      '/db.sqlite?x=1',
      '/x/%2e%2ebak',
      '/api',
      '/api/v1/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND, fields: {} });
    }
  });
});
