/**
 * Offline builder of cruciverba-odds.data.ts (the odds aggregates of a lone cruciverba per side). Not imported by
 * the engine. About 10 minutes of one core for D = 9 (2,5 for D = 8):
 *
 *   npx tsx packages/domain/src/engine/wins/build-cruciverba-odds.ts [--sides 6,7,8,9]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CRUCIVERBA_ODDS } from './cruciverba-odds.data';
import { cruciverbaAggregate } from './odds';
import type { ListAggregate } from './types';

const i = process.argv.indexOf('--sides');
const sides = (i >= 0 ? process.argv[i + 1] : '6,7,8,9').split(',').map(Number);
// Sides already shipped are kept; the file is rewritten after each side, so a long run keeps what it finished.
const table: Record<number, ListAggregate> = { ...CRUCIVERBA_ODDS };
for (const d of sides) {
  const t0 = Date.now();
  table[d] = cruciverbaAggregate(d);
  console.log(`D=${d}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  write();
}

function write() {
  const body = Object.entries(table)
    .map(([d, a]) => `  ${d}: ${JSON.stringify(a)},`)
    .join('\n');
  const file = fileURLToPath(new URL('./cruciverba-odds.data.ts', import.meta.url));
  writeFileSync(
    file,
    `import type { ListAggregate } from './types';

/**
 * Odds aggregates of a lone cruciverba per side D (every grid of one side has the same odds), built offline by
 * build-cruciverba-odds.ts from cruciverbaAggregate(D); D = 6 is checked against a fresh computation in
 * odds.test.ts. Generated data: do not edit by hand.
 */
export const CRUCIVERBA_ODDS: Readonly<Record<number, ListAggregate>> = {
${body}
};
`,
  );
}
