import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the server at start (src/db/migrate.ts); never `push`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
  casing: 'snake_case',
});
