/**
 * GET /api/user/statement: every entry on each of the investor's ledger accounts, oldest
 * first, with that account's running balance (decisions.md section 1). The CSV twin is a
 * plain link (statement-links.tsx). schema/ has no contract for this shape yet, so it is
 * described here from worker/src/services/statement.ts.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type StatementAccount = "principal" | "referral" | "invested" | "withdrawal_hold";

export interface StatementEntry {
  at: string;
  account: StatementAccount;
  kind: string;
  reference: string | null;
  memo: string | null;
  debitXaf: number;
  creditXaf: number;
  balanceXaf: number;
}

export function getStatement() {
  return api<StatementEntry[]>("/api/user/statement");
}

export function statementQueryOptions() {
  return queryOptions({ queryKey: ["user", "statement"], queryFn: getStatement, staleTime: 60_000 });
}

export function useStatement() {
  return useSuspenseQuery(statementQueryOptions());
}
