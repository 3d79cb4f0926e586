/** Bundles GraphiQL into gateway/dist/ide, served at /graphql (the page) and /graphql-ide/ (its files). */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql-ide/',
  plugins: [react()],
  build: { outDir: '../dist/ide', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  worker: { format: 'es' },
});
