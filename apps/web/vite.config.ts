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
  },
});
