/**
 * GET /api/user/statement: every entry on each of the investor's ledger accounts, oldest
 * first, with that account's running balance (decisions.md section 1). The CSV twin is a
 * plain link (statement-links.tsx).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { StatementEntry } from "@app/schema/contracts/statement";
import { api } from "../../../lib/api-client";

export type { StatementEntry };
export type StatementAccount = StatementEntry["account"];

export function getStatement() {
  return api<StatementEntry[]>("/api/user/statement");
}

export function statementQueryOptions() {
  return queryOptions({ queryKey: ["user", "statement"], queryFn: getStatement, staleTime: 60_000 });
}

export function useStatement() {
  return useSuspenseQuery(statementQueryOptions());
}
