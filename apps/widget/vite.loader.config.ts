// The loader build: src/loader/embed.ts → dist/embed.js, one dependency-free IIFE for host pages.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    // dist/widget holds the chat app, built by vite.config.ts: keep it.
    emptyOutDir: false,
    target: 'es2020',
    // Browsers with shadow DOM, dvh and inset; keeps lightningcss from spelling inset out longhand.
    cssTarget: ['chrome108', 'firefox101', 'safari15.4'],
    reportCompressedSize: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/loader/embed.ts',
      formats: ['iife'],
      name: 'ParleyEmbed',
      fileName: () => 'embed.js',
    },
  },
});
