// The chat app build: frame.html → dist/widget/ (served by the server under /widget/).
// React components run on Preact: react and react-dom are aliased to preact/compat (≈ 10× smaller).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/widget/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    ],
  },
  build: {
    outDir: 'dist/widget',
    // Empties dist/widget only; dist/embed.js (the loader build) lives beside it.
    emptyOutDir: true,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        frame: fileURLToPath(new URL('frame.html', import.meta.url)),
        // The opaque-origin sandbox for author content (jsx, extensions, embed code): plain HTML, no bundle.
        sandbox: fileURLToPath(new URL('sandbox.html', import.meta.url)),
      },
    },
  },
});
