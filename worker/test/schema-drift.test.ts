/**
 * The drizzle tables (schema/src/db) and the database the migrations build say the same
 * thing (docs/ARCHITECTURE.md#migrations): the same tables; per table the same columns
 * (type, NOT NULL, default, primary key), the same indexes (unique, columns, partial WHERE),
 * foreign keys and CHECK constraints. A column added to a drizzle table without its
 * migration, or a migration that adds an index the table does not declare, fails here.
 */
import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as tables from "@app/schema/db/index";
import { checksInSql, databaseShape, databaseTables, drizzleShape, normaliseSql } from "./schema-shape";

const declared = (Object.values(tables) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));
const byName = new Map(declared.map((table) => [getTableConfig(table).name, table]));

describe("drizzle tables match the migrated database", () => {
  it("has a drizzle table for every table the migrations create, and no other", async () => {
    expect([...byName.keys()].sort()).toEqual(await databaseTables(env.DB));
  });

  it.each([...byName.keys()].sort())("%s: columns, indexes, foreign keys and CHECKs", async (name) => {
    const table = byName.get(name) as SQLiteTable;
    const expected = drizzleShape(table);
    expect(await databaseShape(env.DB, name, expected)).toEqual(expected);
  });
});

describe("how the shapes are read", () => {
  it("finds each CHECK of a CREATE TABLE, nested parentheses and quoted ')' included", () => {
    const sql = `CREATE TABLE t (a text CHECK (a IN ('x)', 'y')), b integer, CONSTRAINT c CHECK((b > 0) = (a IS NOT NULL)))`;
    expect(checksInSql(sql)).toEqual(["(b > 0) = (a is not null)", "a in ('x)', 'y')"]);
  });

  it("drops quotes and table qualifiers but keeps numbers and the case of string literals", () => {
    expect(normaliseSql(`"ledger_accounts"."balance_xaf" >= 0.5 OR \`may_go_negative\` = 1`)).toBe(
      "balance_xaf >= 0.5 or may_go_negative = 1",
    );
    expect(normaliseSql("`payment_method` IN ('MTN', 'Or''ange')")).toBe("payment_method in ('MTN', 'Or''ange')");
  });
});
