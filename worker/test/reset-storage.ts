/**
 * Empties the test storage a previous test file left in this isolate: every table, view and
 * trigger of both D1 databases, every key of the SESSIONS KV namespace, every identity file in R2 and the edge cache's
 * transparency figures (services/transparency/cached-figures.ts). The worker tests
 * run the files of one vitest worker in one workerd (`isolate: false` in vitest.config.ts),
 * so storage is not fresh per file by itself; `apply-migrations.ts` calls this first, and
 * each file starts from the migrated, empty database as before
 * (docs/decisions/0020-tests-in-workerd-and-chromium.md).
 */
import { env } from "cloudflare:test";
import { purgeTransparencyCache } from "../src/services/transparency/cached-figures";

interface SchemaRow {
  type: "table" | "view" | "trigger" | "index";
  name: string;
  sql: string | null;
}

/** FTS5 virtual tables (the search index): dropping one drops its shadow tables. */
function virtualTables(rows: SchemaRow[]): Set<string> {
  return new Set(rows.filter((r) => r.type === "table" && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? "")).map((r) => r.name));
}

/** FTS5 keeps a virtual table's index in `<name>_data`, `_idx`, `_content`, `_docsize` and `_config`. */
function isShadowOf(name: string, virtual: Set<string>): boolean {
  return [...virtual].some((v) => ["data", "idx", "content", "docsize", "config"].some((s) => name === `${v}_${s}`));
}

/**
 * Drops everything in `db`: triggers and views, then the virtual tables (with their shadow
 * tables), then tables children first (D1 enforces foreign keys).
 */
async function dropAll(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table','view','trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<SchemaRow>();
  if (results.length === 0) return;
  const virtual = virtualTables(results);
  const tables = results
    .filter((r) => r.type === "table" && !virtual.has(r.name) && !isShadowOf(r.name, virtual))
    .map((r) => r.name);
  const parents = new Map<string, string[]>();
  const fkLists = await db.batch<{ table: string }>(
    tables.map((t) => db.prepare('SELECT "table" FROM pragma_foreign_key_list(?)').bind(t)),
  );
  for (const [i, t] of tables.entries()) {
    parents.set(
      t,
      [...new Set(fkLists[i]!.results.map((r) => r.table))].filter((p) => p !== t),
    );
  }
  // Children before parents: a table is dropped once nothing left refers to it.
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const next = [...left].filter((t) => ![...left].some((o) => o !== t && parents.get(o)!.includes(t)));
    if (next.length === 0) throw new Error(`reset-storage: foreign-key cycle among ${[...left].join(", ")}`);
    for (const t of next) {
      order.push(t);
      left.delete(t);
    }
  }
  await db.batch([
    ...results.filter((r) => r.type === "trigger").map((r) => db.prepare(`DROP TRIGGER IF EXISTS "${r.name}"`)),
    ...results.filter((r) => r.type === "view").map((r) => db.prepare(`DROP VIEW IF EXISTS "${r.name}"`)),
    ...[...virtual].map((t) => db.prepare(`DROP TABLE IF EXISTS "${t}"`)),
    ...order.map((t) => db.prepare(`DROP TABLE IF EXISTS "${t}"`)),
  ]);
}

/** Deletes every key of `kv`, a page of 1,000 at a time. */
async function emptyKv(kv: KVNamespace): Promise<void> {
  for (;;) {
    const page = await kv.list();
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    if (page.list_complete) return;
  }
}

/** Deletes every object of `bucket`, a page of 1,000 at a time (user ids repeat across files). */
async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const page = await bucket.list();
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    if (!page.truncated) return;
  }
}

/** Empties both databases, the sessions namespace, the identity files and the transparency figures kept in the cache. */
export async function resetStorage(): Promise<void> {
  await Promise.all([
    dropAll(env.DB),
    dropAll(env.MIGRATION_TEST_DB),
    emptyKv(env.SESSIONS),
    emptyBucket(env.IDENTITY_FILES),
    purgeTransparencyCache(),
  ]);
}
