/** Applies the D1 migrations before each test file (storage is isolated per file). */
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
