#!/usr/bin/env node
/**
 * After `vite build`: the HTML pages.
 *
 * Both dist/index.html and dist/login.html list, in a meta tag, the chunks of the application's start (src/main.tsx
 * evaluates them in stages, one after the other: listed, they download in parallel instead of one after the other);
 * login.html also those of the login page.
 *
 * dist/login.html is the built index.html with the login page's frame already in #root — the
 * public layout's bar, the card with "Accedi" and its line, the footer — drawn by plain HTML and CSS. The server sends
 * it for GET /login (apps/server/src/app.ts), so the first paint does not wait for the JavaScript (the
 * login "loads like a static page"); React replaces it on its first render (createRoot clears the container). The
 * frame has no fields: the form appears with the application, so nothing can be typed into a page that cannot yet
 * submit. Sizes and colours follow the theme (apps/web/src/app/theme.ts) and components/public-layout.tsx; when
 * those change, change them here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './manifest-graph.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const css = `
body{margin:0;background:#f4f6f9;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:rgba(0,0,0,.87)}
.shell{min-height:100vh;display:flex;flex-direction:column}
.shell-bar{background:#0b4f8a;color:#fff;min-height:56px;display:flex;align-items:center;padding:0 16px}
.shell-bar p{margin:0;font-size:1.25rem;font-weight:700;line-height:1.6}
.shell-main{flex-grow:1;box-sizing:border-box;width:100%;max-width:600px;margin:0 auto;padding:32px 16px}
.shell-card{box-sizing:border-box;background:#fff;border-radius:8px;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12);padding:24px;max-width:460px;margin:0 auto}
.shell-card h1{margin:0 0 .35em;font-size:1.75rem;font-weight:600;line-height:1.235}
.shell-card p{margin:0 0 24px;color:rgba(0,0,0,.6);font-size:1rem;line-height:1.5}
.shell-foot{padding:16px 24px;display:flex;gap:24px;justify-content:center;border-top:1px solid rgba(0,0,0,.12);font-size:.875rem;line-height:1.43}
.shell-foot a{color:#0b4f8a}
@media (min-width:600px){.shell-bar{min-height:64px;padding:0 24px}.shell-main{padding:32px 24px}.shell-card{padding:40px}}
`.trim();

const frame = [
  '<div class="shell">',
  '<header class="shell-bar"><p>Bacheca dei Ricevitori</p></header>',
  '<main class="shell-main"><div class="shell-card"><h1>Accedi</h1><p>Inserisci le credenziali della Bacheca dei Ricevitori.</p></div></main>',
  '<footer class="shell-foot"><a href="/login">Accesso</a><a href="/privacy">Informativa privacy</a><a href="/cookie-policy">Cookie policy</a></footer>',
  '</div>',
].join('');

const { manifest, entryKey, staticGraph, startGraph, filesOf, keyOf } = readManifest(dist);
const startKeys = startGraph();
const loginKey = keyOf('src/features/auth/routes/login-page.tsx');
if (!loginKey) throw new Error('login-shell: no login page chunk in the Vite manifest');
const loginKeys = staticGraph(loginKey, new Set(startKeys));

/**
 * The JavaScript files of `keys` but the entry (its own script tag loads it), as the content of a meta tag that
 * src/main.tsx reads once the page is painted and turns into modulepreload links. Not links in the HTML: any script
 * request that completes before the first paint counts, in Lighthouse's model of a slow network, as one the paint
 * waited for (the login's frame would "paint" after ~200 kB of scripts); requested after the paint, they do not.
 */
function startChunks(keys) {
  const files = [...filesOf(keys)].filter((file) => file.endsWith('.js') && file !== manifest[entryKey].file);
  return `    <meta name="start-chunks" content="${files.map((file) => `/${file}`).join(' ')}">\n`;
}

const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!built.includes('<div id="root"></div>') || !built.includes('</head>'))
  throw new Error('login-shell: dist/index.html has no empty #root');
if (built.includes('name="start-chunks"'))
  throw new Error('login-shell: dist/index.html already lists its start chunks (run after vite build only)');
const index = built.replace('</head>', `${startChunks(startKeys)}  </head>`);
writeFileSync(path.join(dist, 'index.html'), index);
const login = built
  .replace('</head>', `${startChunks(loginKeys)}    <style>${css}</style>\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
writeFileSync(path.join(dist, 'login.html'), login);
console.log(
  `dist/index.html: ${filesOf(startKeys).size} start chunks listed; dist/login.html: the login page drawn before the JavaScript runs`,
);
