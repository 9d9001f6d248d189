// `npx drizzle-kit generate` writes the SQL migrations committed under src/db/migrations; the
// server applies them at start (src/db/open-database.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
