/**
 * The shape of a table, read two ways so the drift test (schema-drift.test.ts) can compare them:
 * from its drizzle declaration in schema/src/db (`drizzleShape`) and from the migrated D1
 * database (`databaseShape`: `PRAGMA table_info`, `index_list`, `index_xinfo`,
 * `foreign_key_list`, and the CHECKs in the table's SQL). SQL text is compared normalised:
 * no quotes, no table qualifiers, lower case, single spaces (docs/ARCHITECTURE.md#migrations).
 */
import { is, SQL } from "drizzle-orm";
import { getTableConfig, SQLiteSyncDialect, type SQLiteTable, uniqueKeyName } from "drizzle-orm/sqlite-core";

/** Columns by name, indexes and foreign keys as one readable line each, CHECK expressions sorted. */
export type TableShape = {
  columns: Record<string, { type: string; notNull: boolean; default: string | null; primaryKeyPosition: number }>;
  indexes: Record<string, string>;
  foreignKeys: string[];
  checks: string[];
};

const dialect = new SQLiteSyncDialect();

/**
 * SQL text without quoting, table qualifiers or layout, in lower case outside its string
 * literals: `"users"."deleted_at" IS NULL` → `deleted_at is null`, `IN ('MTN')` → `in ('MTN')`.
 */
export function normaliseSql(text: string): string {
  return text
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 === 1 ? part : normaliseOutsideLiterals(part)))
    .join("")
    .trim();
}

function normaliseOutsideLiterals(text: string): string {
  return text
    .replace(/[`"]/g, "")
    .replace(/\b[a-z_][a-z0-9_]*\.(?=[a-z_])/gi, "")
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\s*,\s*/g, ", ")
    .toLowerCase();
}

function renderSql(value: SQL): string {
  return dialect.sqlToQuery(value).sql;
}

function normaliseDefault(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (is(value, SQL)) return withoutOuterParentheses(renderSql(value).replace(/\s+/g, " ").trim());
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  return String(value);
}

function indexLine(unique: boolean, columns: string[], where: string | undefined): string {
  return `${unique ? "unique " : ""}(${columns.join(", ")})${where ? ` where ${normaliseSql(where)}` : ""}`;
}

/** The shape drizzle declares for `table` (what drizzle-kit writes into its snapshot). */
export function drizzleShape(table: SQLiteTable): TableShape {
  const config = getTableConfig(table);
  const shape: TableShape = { columns: {}, indexes: {}, foreignKeys: [], checks: [] };
  const compositeKey = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  for (const column of config.columns) {
    shape.columns[column.name] = {
      type: column.getSQLType().toLowerCase(),
      notNull: column.notNull,
      default: normaliseDefault(column.default),
      primaryKeyPosition: column.primary ? 1 : compositeKey.indexOf(column.name) + 1,
    };
    if (column.isUnique && column.uniqueName) shape.indexes[column.uniqueName] = indexLine(true, [column.name], undefined);
  }
  for (const index of config.indexes) {
    const columns = index.config.columns.map((c) => (is(c, SQL) ? normaliseSql(renderSql(c)) : c.name));
    const where = index.config.where ? renderSql(index.config.where) : undefined;
    shape.indexes[index.config.name] = indexLine(index.config.unique, columns, where);
  }
  for (const unique of config.uniqueConstraints) {
    const columns = unique.columns.map((c) => c.name);
    shape.indexes[unique.name ?? uniqueKeyName(table, columns)] = indexLine(true, columns, undefined);
  }
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    shape.foreignKeys.push(
      `(${ref.columns.map((c) => c.name).join(", ")}) -> ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns
        .map((c) => c.name)
        .join(", ")}) on delete ${fk.onDelete ?? "no action"}`,
    );
  }
  shape.foreignKeys.sort();
  shape.checks = config.checks.map((c) => normaliseSql(renderSql(c.value))).sort();
  return shape;
}

type IndexListRow = { name: string; unique: number; origin: "c" | "u" | "pk"; partial: number };
type IndexColumnRow = { seqno: number; name: string | null; coll: string; key: number };
type TableInfoRow = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
type ForeignKeyRow = { id: number; seq: number; table: string; from: string; to: string | null; on_delete: string };

/** The body of every `CHECK (...)` in a CREATE TABLE statement, parentheses balanced, quotes respected. */
export function checksInSql(createTable: string): string[] {
  const found: string[] = [];
  for (const match of createTable.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 1;
    let quote: string | null = null;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < createTable.length && depth > 0; i++) {
      const ch = createTable[i];
      if (quote) quote = ch === quote ? null : quote;
      else if (ch === "'" || ch === '"' || ch === "`") quote = ch;
      else if (ch === "(") depth++;
      else if (ch === ")") depth--;
    }
    found.push(normaliseSql(createTable.slice(start, i - 1)));
  }
  return found.sort();
}

/**
 * The shape of table `name` in the migrated database `db`. A unique constraint written in
 * the CREATE TABLE (an `sqlite_autoindex_*`) takes the name of the drizzle index with the
 * same columns, from `declared`, since only its columns can be compared.
 */
export async function databaseShape(db: D1Database, name: string, declared: TableShape): Promise<TableShape> {
  const shape: TableShape = { columns: {}, indexes: {}, foreignKeys: [], checks: [] };
  const info = await db.prepare(`PRAGMA table_info(${JSON.stringify(name)})`).all<TableInfoRow>();
  for (const column of info.results) {
    shape.columns[column.name] = {
      type: column.type.toLowerCase(),
      notNull: column.notnull === 1,
      default: column.dflt_value === null ? null : databaseDefault(column.dflt_value),
      primaryKeyPosition: column.pk,
    };
  }
  const indexes = await db.prepare(`PRAGMA index_list(${JSON.stringify(name)})`).all<IndexListRow>();
  for (const index of indexes.results.filter((i) => i.origin !== "pk")) {
    const xinfo = await db.prepare(`PRAGMA index_xinfo(${JSON.stringify(index.name)})`).all<IndexColumnRow>();
    const columns = xinfo.results
      .filter((c) => c.key === 1)
      .sort((a, b) => a.seqno - b.seqno)
      .map((c) => {
        if (c.name === null) throw new Error(`index ${index.name}: expression columns are not compared yet`);
        return c.coll.toUpperCase() === "BINARY" ? c.name : `${c.name} collate ${c.coll.toLowerCase()}`;
      });
    const where = index.partial ? await partialIndexWhere(db, index.name) : undefined;
    const line = indexLine(index.unique === 1, columns, where);
    const sameInDrizzle = Object.entries(declared.indexes).find(([, l]) => l === line)?.[0];
    shape.indexes[index.origin === "u" && sameInDrizzle ? sameInDrizzle : index.name] = line;
  }
  const fks = await db.prepare(`PRAGMA foreign_key_list(${JSON.stringify(name)})`).all<ForeignKeyRow>();
  const byId = new Map<number, ForeignKeyRow[]>();
  for (const fk of fks.results) byId.set(fk.id, [...(byId.get(fk.id) ?? []), fk]);
  for (const parts of byId.values()) {
    parts.sort((a, b) => a.seq - b.seq);
    const [{ table, on_delete }] = parts as [ForeignKeyRow];
    shape.foreignKeys.push(
      `(${parts.map((p) => p.from).join(", ")}) -> ${table}(${parts.map((p) => p.to).join(", ")}) on delete ${on_delete.toLowerCase()}`,
    );
  }
  shape.foreignKeys.sort();
  const createTable = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .bind(name)
    .first<string>("sql");
  shape.checks = checksInSql(createTable ?? "");
  return shape;
}

/** A default as `table_info` reports it, written as drizzle's would be: `false`/`true` as 0/1. */
function databaseDefault(text: string): string {
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === "true" ? "1" : "0";
  return withoutOuterParentheses(text.replace(/\s+/g, " ").trim());
}

/** `(strftime(...))` → `strftime(...)`: table_info drops the parentheses of `DEFAULT (expr)`. */
function withoutOuterParentheses(text: string): string {
  if (!text.startsWith("(") || !text.endsWith(")")) return text;
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    if (depth === 0) return text;
  }
  return text.slice(1, -1);
}

async function partialIndexWhere(db: D1Database, index: string): Promise<string> {
  const sql = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?")
    .bind(index)
    .first<string>("sql");
  const where = sql?.match(/\bWHERE\b([\s\S]*)$/i)?.[1];
  if (!where) throw new Error(`partial index ${index} has no WHERE in its SQL`);
  return where;
}

/** FTS5 keeps each virtual table's index in these tables, named `<table>_<suffix>`. */
const FTS5_SHADOW_SUFFIXES = ["data", "idx", "content", "docsize", "config"];

/**
 * Tables of the migrated database, less SQLite's, D1's and Cloudflare's own, and less the
 * search index (FTS5 virtual tables and their shadow tables, migration 0020), which drizzle
 * does not declare: the search tests check it.
 */
export async function databaseTables(db: D1Database): Promise<string[]> {
  const rows = await db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations' ORDER BY name",
    )
    .all<{ name: string; sql: string | null }>();
  const virtual = rows.results.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? "")).map((r) => r.name);
  const shadows = new Set(virtual.flatMap((v) => FTS5_SHADOW_SUFFIXES.map((s) => `${v}_${s}`)));
  return rows.results.map((r) => r.name).filter((name) => !virtual.includes(name) && !shadows.has(name));
}
