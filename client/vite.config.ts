import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` serves the client on :5173 and the API runs on :3000 (scripts/dev.mjs).
const api = 'http://localhost:3000';
const proxied = ['/api', '/rtc', '/storage', '/trpc', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: true }])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
