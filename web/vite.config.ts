/**
 * Builds the React client into web/dist, which the gateway serves at / (one origin with /graphql),
 * and (`--ssr`) the server renderer (src/server/render.tsx) into web/dist/.server (a dot folder is
 * never served), which the gateway imports to render public screens. The renderer bundles its
 * dependencies, so a copy of web/dist (WEB_DIST) renders anywhere. In development (`npm run dev`) Vite proxies /graphql, including
 * its WebSocket, to the gateway, and pages render in the browser only.
 */
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './chunkGroups.ts';
import { graphqlDocuments } from './graphqlDocuments.ts';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`;

export default defineConfig(({ isSsrBuild }) => ({
  // .br and .gz beside each built file, which the gateway serves as they are.
  // Each chunk imports its own GraphQL documents, not the generated map of all of them (graphqlDocuments.ts).
  plugins: [
    graphqlDocuments(path.resolve(import.meta.dirname, 'src/gql')),
    // Message catalogs compiled when imported (src/i18n/catalogs.ts); a missing or malformed text fails the build.
    lingui({
      configPath: path.resolve(import.meta.dirname, 'lingui.config.ts'),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    react(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'] })]),
  ],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    // /session: a remembered member's page session (web/src/lib/pageSession.ts), kept by the gateway.
    proxy: { '/graphql': { target: gateway, ws: true }, '/graphql-ide': gateway, '/session': gateway },
  },
  // The manifest (dist/.vite/manifest.json, not served) lets bench/web-bytes.ts weigh each route.
  build: isSsrBuild
    ? { outDir: 'dist/.server', sourcemap: false, copyPublicDir: false, chunkSizeWarningLimit: 4000 }
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    // React's production build on the server too, whatever NODE_ENV the gateway runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
