/**
 * Guard: every catalogue message (ERRORS and SUCCESS of packages/domain/src/messages.ts) that non-test code uses
 * (server, browser, domain) must be seen by at least one test: a test file naming the key (`ERRORS.KEY`,
 * `SUCCESS.KEY`, `errorMessage('KEY')`, `code: 'KEY'`) or, for browser journeys, asserting its exact Italian text.
 * A test that mentions a key should assert its text: this guard finds the untested ones, reviews keep them honest.
 * (FIELD_ERRORS and other catalogues are not covered here.)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS, SUCCESS } from '@bacheca/domain';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const TEST_DIRS = [...SOURCE_DIRS, 'e2e/tests'];
const CATALOGUE = path.join(ROOT, 'packages/domain/src/messages.ts');
const SELF = fileURLToPath(import.meta.url);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}
const isTestFile = (f: string) => /\.(test|spec)\.tsx?$/.test(f) || f.split(path.sep).includes('test');
const read = (files: string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');
const word = (key: string) => new RegExp(`(?<![A-Za-z0-9_])${key}(?![A-Za-z0-9_])`);

const sourceFiles = SOURCE_DIRS.flatMap((d) => walk(path.join(ROOT, d))).filter(
  (f) => !isTestFile(f) && f !== CATALOGUE,
);
const testFiles = TEST_DIRS.flatMap((d) => walk(path.join(ROOT, d))).filter((f) => isTestFile(f) && f !== SELF);
const source = read(sourceFiles);
const tests = read(testFiles);
const e2e = read(testFiles.filter((f) => f.includes(`${path.sep}e2e${path.sep}`)));

const CATALOGUES = { ERRORS, SUCCESS } as Record<string, Record<string, string>>;

describe('catalogue messages used by the code are seen by a test', () => {
  it('finds the files it scans', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(testFiles.length).toBeGreaterThan(20);
  });

  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`every used ${name} key is referenced by a test`, () => {
      const used = Object.keys(catalogue).filter((k) => word(k).test(source));
      expect(used.length).toBeGreaterThan(10);
      // a browser journey may assert the Italian text itself (only when it is not shared with another key)
      const texts = Object.values(catalogue);
      const seenByText = (k: string) =>
        texts.filter((t) => t === catalogue[k]).length === 1 &&
        !/\{\w+\}/.test(catalogue[k]) &&
        e2e.includes(catalogue[k]);
      const unseen = used.filter((k) => !word(k).test(tests) && !seenByText(k));
      expect(
        unseen,
        `${name} keys used by the code but seen by no test: write a test asserting each text (${name}.KEY)`,
      ).toEqual([]);
    });
  }
});
