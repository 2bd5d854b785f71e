import { defineConfig } from "drizzle-kit";

/** `npm run generate -w schema` writes SQL migrations for wrangler d1 migrations apply. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/index.ts",
  out: "../worker/migrations",
});
