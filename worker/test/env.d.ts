import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../src/env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** An empty database for tests that apply the migrations one by one. */
      MIGRATION_TEST_DB: D1Database;
    }
  }
}
