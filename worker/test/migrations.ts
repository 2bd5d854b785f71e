/**
 * The migration tests' steps (docs/ARCHITECTURE.md#migrations): apply the migrations named
 * before a given one to the empty second database, write rows as the code before it did,
 * then apply the rest. Names compare as text ("0022" is the first of 0022_...).
 */
import { applyD1Migrations, env } from "cloudflare:test";

/**
 * Applies to `db` the migrations whose name sorts before `name` (`before`) or from it on
 * (`from`), and before `until` when given (a test of an older migration's triggers stops
 * before the migration that replaced them).
 */
export async function applyMigrations(db: D1Database, part: "before" | "from", name: string, until?: string): Promise<void> {
  const chosen = env.TEST_MIGRATIONS.filter(
    (m) => (part === "before" ? m.name < name : m.name >= name) && (until === undefined || m.name < until),
  );
  await applyD1Migrations(db, chosen, "test_migrations");
}
