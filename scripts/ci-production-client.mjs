/**
 * The API side of scripts/ci-production.sh, run with node inside the pruned clone: only node's own modules
 * and the production dependency `pg`. Commands:
 *   create-db URL | drop-db URL     create / drop (with force) the database named in URL, connected to its server's `postgres`
 *   free-port                       print a free TCP port of 127.0.0.1
 *   wait-ready BASE SECONDS         poll BASE/readyz until it answers 200
 *   login-and-list BASE USER        solve the ALTCHA proof of work as the browser does, POST /api/v1/login
 *                                   (password from ADMIN_PASSWORD), then GET /api/v1/amministratori and the web app's /
 * Any failure prints why and exits 1.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);

function fail(message) {
  console.error(`ci-production: ${message}`);
  process.exit(1);
}

/** `pg` from the server workspace's production install. */
function pg() {
  const require = createRequire(path.join(process.cwd(), 'apps/server/package.json'));
  return require('pg');
}

async function onServer(url, sql) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) fail(`nome di database non ammesso: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new (pg().Client)({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql(name));
  } finally {
    await client.end();
  }
}

async function request(method, url, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

/** ALTCHA: find n ≤ maxnumber with sha256(salt + n) = challenge; the payload is base64 JSON (what the widget sends). */
function solveAltcha(c) {
  if (c.algorithm !== 'SHA-256') fail(`algoritmo ALTCHA inatteso: ${c.algorithm}`);
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: n,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64');
    }
  }
  fail(`sfida ALTCHA senza soluzione fino a ${c.maxnumber}`);
}

switch (command) {
  case 'create-db':
    await onServer(args[0], (name) => `create database ${name}`);
    break;
  case 'drop-db':
    await onServer(args[0], (name) => `drop database if exists ${name} with (force)`);
    break;
  case 'free-port': {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    console.log(server.address().port);
    server.close();
    break;
  }
  case 'wait-ready': {
    const [base, seconds] = args;
    const until = Date.now() + Number(seconds) * 1000;
    for (;;) {
      try {
        const r = await request('GET', `${base}/readyz`);
        if (r.status === 200) {
          console.log(`readyz: ${r.text}`);
          break;
        }
      } catch {
        /* not listening yet */
      }
      if (Date.now() > until) fail(`${base}/readyz non risponde 200 entro ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    break;
  }
  case 'login-and-list': {
    const [base, username] = args;
    const password = process.env.ADMIN_PASSWORD ?? fail('ADMIN_PASSWORD mancante');
    const challenge = await request('GET', `${base}/api/v1/captcha/challenge`);
    if (challenge.status !== 200) fail(`GET /api/v1/captcha/challenge: ${challenge.status} ${challenge.text}`);
    const gCaptchaToken = solveAltcha(challenge.json());
    const noCaptcha = await request('POST', `${base}/api/v1/login`, {
      body: { username, password, gCaptchaToken: '' },
    });
    if (noCaptcha.status === 200) fail('login senza captcha accettata: in produzione il captcha è obbligatorio');
    const login = await request('POST', `${base}/api/v1/login`, { body: { username, password, gCaptchaToken } });
    if (login.status !== 200) fail(`POST /api/v1/login: ${login.status} ${login.text}`);
    const token = login.json().accessToken;
    if (!token) fail(`POST /api/v1/login senza accessToken: ${login.text}`);
    console.log(`login di ${username}: 200`);
    const list = await request('GET', `${base}/api/v1/amministratori`, { token });
    if (list.status !== 200) fail(`GET /api/v1/amministratori: ${list.status} ${list.text}`);
    if (!list.text.includes(`"${username}"`))
      fail(`GET /api/v1/amministratori non elenca ${username}: ${list.text.slice(0, 500)}`);
    console.log('GET /api/v1/amministratori: 200');
    const web = await request('GET', `${base}/`);
    if (web.status !== 200 || !web.text.includes('<div id="root">'))
      fail(`GET / (app web): ${web.status} ${web.text.slice(0, 200)}`);
    console.log('GET / (app web compilata): 200');
    break;
  }
  default:
    fail(`comando sconosciuto: ${command ?? ''}`);
}
