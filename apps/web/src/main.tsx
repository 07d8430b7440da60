/**
 * The entry: a few hundred bytes that start the application in stages after the first paint (Lighthouse).
 *
 * The login's frame (dist/login.html) is painted by the HTML alone; what the application then does on the main
 * thread — evaluating ~600 kB of JavaScript, rendering the page — is counted as blocking time when it runs in long
 * tasks. So each large part is evaluated in its own task (`app/start/*`: React, MUI's styles and the theme, the
 * router's library, the query library, the route tree), with a turn of the event loop between them in which the
 * browser can paint and answer input, and the page is rendered inside a transition (React renders in slices).
 * Nothing is requested before the frame is painted; then every stage's files at once (the build lists them:
 * scripts/login-shell.mjs), so they download in parallel and only their evaluation is staged.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante');
const root = container;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Once the page's first content is painted, when #root holds the login's frame; at once when it is empty (the other
 * pages paint nothing before the application). In a hidden tab, or a browser without paint timing, after a second.
 */
function whenPainted(): Promise<void> {
  if (!root.firstElementChild) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, 1000);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // no paint timing: the timer starts the application
    }
  });
}

/**
 * The start's chunks (listed by the build in a meta tag) requested at once, so the stages do not fetch in turn. A
 * modulepreload link costs the main thread ~0,5–2 ms to insert (the request starts synchronously; more under a
 * profiler, and Lighthouse multiplies it by four): a few per task.
 */
const PRELOADS_PER_TASK = 5;

async function preloadStartChunks() {
  const files = (document.querySelector<HTMLMetaElement>('meta[name="start-chunks"]')?.content ?? '')
    .split(' ')
    .filter(Boolean);
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    const batch = document.createDocumentFragment();
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      batch.append(link);
    }
    document.head.append(batch);
    await nextTask();
  }
}

const STAGES = [
  () => import('./app/start/react'),
  () => import('./app/start/styles'),
  () => import('./app/start/router-library'),
  () => import('./app/start/query'),
  () => import('./app/router'),
];

async function start() {
  await whenPainted();
  await preloadStartChunks();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { boot } = await import('./app/boot');
  await boot(root);
}

start().catch((error: unknown) => {
  // A chunk that cannot be fetched (a new deployment, the network): say so instead of leaving the frame without fields.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:16px;font:1rem system-ui,sans-serif';
  message.textContent = 'Impossibile avviare la Bacheca dei Ricevitori: ricarica la pagina.';
  root.replaceChildren(message);
  throw error;
});
