// Dashboard build: the SPA the server serves at / (apps/server static-routes). Routes are lazy chunks.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3100',
      '/widget': 'http://localhost:3100',
      '/embed.js': 'http://localhost:3100',
    },
  },
});
