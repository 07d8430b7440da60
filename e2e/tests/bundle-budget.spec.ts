import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/**
 * The build's bundle report (apps/web/scripts/bundle-report.mjs, run by `npm run build`) against the budgets of
 * apps/web/bundle-budgets.json: the JavaScript a browser loads to show each route, gzip. No browser needed.
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

interface RouteSize {
  route: string;
  gzip: number;
  brotli: number;
  budgetGzipKb: number;
}

test('every route stays within its JavaScript budget (gzip), and the login has its own', () => {
  const budgets = JSON.parse(readFileSync(path.join(web, 'bundle-budgets.json'), 'utf8')) as {
    anyRouteGzipKb: number;
    routes: Record<string, number>;
  };
  const report = JSON.parse(readFileSync(path.join(web, 'dist', 'bundle-report.json'), 'utf8')) as {
    routes: RouteSize[];
  };
  const login = report.routes.find((r) => r.route === 'login-page');
  expect(login, 'the login route is in the report').toBeDefined();
  expect(login!.gzip / 1024).toBeLessThanOrEqual(budgets.routes['login-page']);
  // the report covers every lazy route of the router, not only the login
  expect(report.routes.length).toBeGreaterThan(15);
  const over = report.routes
    .filter((r) => r.route !== '(entry)')
    .filter((r) => r.gzip / 1024 > (budgets.routes[r.route] ?? budgets.anyRouteGzipKb))
    .map((r) => `${r.route} ${(r.gzip / 1024).toFixed(1)} kB`);
  expect(over).toEqual([]);
});

test('hashed assets are served precompressed and cached for good; the page itself is revalidated', async ({
  request,
}) => {
  const html = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const body = await html.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
  expect(script, 'index.html loads a hashed entry script').toBeTruthy();
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const res = await request.get(script!, { headers: { 'accept-encoding': accept } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('the login is drawn before its JavaScript runs: its frame comes in the HTML, and the application replaces it', async ({
  page,
  request,
}) => {
  const html = await request.get('/login?redirect=%2Fricevitorie', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const body = await html.text();
  expect(body).toMatch(/<div id="root"><div class="shell">.*<h1>Accedi<\/h1>/s);
  // the home page too, to a visitor without a session cookie (the application sends it to the login)
  expect(await (await request.get('/')).text()).toContain('<h1>Accedi</h1>');
  expect(await (await request.get('/', { headers: { cookie: 'bdr_token=x' } })).text()).not.toContain('class="shell"');
  // other pages are the plain application page
  expect(await (await request.get('/ricevitorie')).text()).not.toContain('class="shell"');
  await page.goto('/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page.locator('.shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
});

test('the start chunks listed in the HTML exist and are requested only once the page has painted', async ({
  request,
}) => {
  for (const page of ['/login', '/ricevitorie']) {
    const body = await (await request.get(page)).text();
    const listed = /<meta name="start-chunks" content="([^"]*)">/.exec(body)?.[1].split(' ') ?? [];
    expect(listed.length, `${page} lists its start chunks`).toBeGreaterThan(5);
    // no script link in the HTML itself: Lighthouse's slow-network model would count it before the first paint
    expect(body).not.toMatch(/<link[^>]+rel="modulepreload"/);
    for (const file of listed) expect((await request.get(file)).status(), file).toBe(200);
  }
  const login = await (await request.get('/login')).text();
  expect(login).toContain('login-page-');
});

test('a start chunk that cannot be fetched leaves an Italian message instead of a frame without fields', async ({
  page,
}) => {
  await page.route(/\/assets\/react-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText(
    'Impossibile avviare la Bacheca dei Ricevitori: ricarica la pagina.',
  );
  await expect(page.getByTestId('login-username')).toHaveCount(0);
});
