/**
 * GET /api/user/statement: every entry on each of the investor's ledger accounts, oldest
 * first, with that account's running balance (docs/product-rules.md#statements), and every deposit
 * verification and withdrawal request with its state (docs/product-rules.md#money-status). The CSV twin is a
 * plain link (statement-links.tsx).
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import { client, json } from "@app/web/api";

export type { StatementEntry, StatementResponse };
export type StatementAccount = StatementEntry["account"];

export function getStatement() {
  return json(client.user.statement.$get());
}

export function statementQueryOptions() {
  return queryOptions({ queryKey: ["user", "statement"], queryFn: getStatement, staleTime: 60_000 });
}

export function useStatement() {
  return useSuspenseQuery(statementQueryOptions());
}
