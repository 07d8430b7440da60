/**
 * `npm run seed -- --outlets 30000`: seed the configured database (PGlite in DATA_DIR or DATABASE_URL)
 * and top its outlets up to the given number.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty, seedOutlets } from './seed';

const { values } = parseArgs({ options: { outlets: { type: 'string' } }, allowPositionals: true });
const config = loadConfig();
if (config.isProduction) {
  console.error('Il seed dei dati dimostrativi non gira in produzione.');
  process.exit(1);
}
const outlets = values.outlets ? Number(values.outlets) : config.seedOutlets;
if (!Number.isInteger(outlets) || outlets < 0) {
  console.error('--outlets deve essere un intero non negativo');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const t0 = Date.now();
await seedIfEmpty(database.db, { outlets, log: console.log });
await seedOutlets(database.db, outlets, console.log);
console.log(`Seed completato in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
await database.close();
process.exit(0);
