/**
 * Builds the React client into web/dist, which the gateway serves at / (one origin with /graphql).
 * In development (`npm run dev`) Vite proxies /graphql, including its WebSocket, to the gateway.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`;

export default defineConfig({
  // .br and .gz beside each built file, which the gateway serves as they are.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/graphql': { target: gateway, ws: true }, '/graphql-ide': gateway },
  },
  // The manifest (dist/.vite/manifest.json, not served) lets bench/web-bytes.ts weigh each route.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
});
