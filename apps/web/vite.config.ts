import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server serves `dist/` under a strict CSP (script-src 'self'): no inline scripts, everything bundled.
 * In development the API is proxied to the Fastify server on port 3000.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-report.mjs reads the chunk graph from dist/.vite/manifest.json (per-route sizes and budgets)
    manifest: true,
    // Nothing may be inlined as a data: script; small assets as data: URLs are fine for img-src.
    assetsInlineLimit: 4096,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The catalogue's texts are constants (packages/domain/src/messages-*.ts): written at their uses, as the pages
      // wrote them before, rather than declared once and named at every use (the start's budget has no room for it).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // The libraries every page starts with, one chunk each: src/main.tsx evaluates them one stage at a time, and
        // left to the automatic splitting they came in ~40 small chunks (a request each).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            {
              name: 'mui-styles',
              test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|colors|utils))[\\/])/,
              priority: 30,
            },
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store)[\\/]/,
              priority: 20,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 20 },
            // The domain's vocabularies and list parameters, which the router reads to validate every list URL: one
            // chunk rather than one per module (each shared between the start and the pages' schemas).
            {
              name: 'domain-lists',
              test: /packages[\\/]domain[\\/]src[\\/](enums|list-params|games|engine[\\/]config)\.ts$/,
              priority: 10,
            },
            // fetched after the start (src/lib/toast.ts): named, instead of "dist-<hash>.js"
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
