import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// DESIGN §8: POSTHOG_KEY configures the whole product; the SPA reads it at build time
// (the root `start` script builds the SPA with the same environment as the API).
const posthogKey = process.env.VITE_POSTHOG_KEY ?? process.env.POSTHOG_KEY ?? '';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { 'import.meta.env.VITE_POSTHOG_KEY': JSON.stringify(posthogKey) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/rpc': { target: apiTarget, changeOrigin: false },
      '/ingest': { target: apiTarget, changeOrigin: false },
    },
  },
});
