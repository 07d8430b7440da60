/**
 * `npm run create-admin -- --username X --email Y [--name "…"]`: the first super_admin of the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR). The password comes from ADMIN_PASSWORD or the first line of the
 * standard input (typed without echo on a terminal), never from the command line (it would stay in the shell history
 * and in `ps`). Migrations are applied first, so it works on a database no server has started on yet.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { CREATE_ADMIN } from '@bacheca/domain';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { createFirstSuperAdmin } from './db/create-admin';

/** The first line of stdin; on a terminal the prompt is shown and the typed characters are not echoed. */
function readPassword(): Promise<string> {
  return new Promise((resolve) => {
    const tty = process.stdin.isTTY === true;
    const rl = createInterface({ input: process.stdin, output: tty ? process.stdout : undefined, terminal: tty });
    if (tty) {
      process.stdout.write(CREATE_ADMIN.PASSWORD_PROMPT);
      // readline echoes through _writeToOutput: swallow the typed characters
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    }
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      if (tty) process.stdout.write('\n');
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

async function main() {
  let values: { username?: string; email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch {
    console.error(CREATE_ADMIN.USAGE);
    process.exit(2);
  }
  if (!values.username || !values.email) {
    console.error(CREATE_ADMIN.USAGE);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const password = process.env.ADMIN_PASSWORD || (await readPassword());
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createFirstSuperAdmin(database.db, { ...values, password });
    if (!result.ok) {
      for (const e of result.errors) console.error(e);
      process.exitCode = 1;
    } else {
      console.log(result.message);
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
