import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in src/db/migrations from src/db/schema.ts (no database needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
