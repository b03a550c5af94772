import { defineConfig } from 'drizzle-kit';

// Forward-only SQL migrations generated from src/db/schema; applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
