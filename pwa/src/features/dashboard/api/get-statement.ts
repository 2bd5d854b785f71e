/**
 * GET /api/user/statement (docs/product-rules.md#statements, STM-2): the entries on each of
 * the investor's ledger accounts, newest first, 100 a page, each with that account's
 * balance after it; the next page follows the previous one's `nextCursor`. The CSV twin is
 * a plain link (statement-links.tsx).
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { StatementEntry, StatementResponse } from "@app/schema/contracts/statement";
import { client, json } from "@app/web/api";

export type { StatementEntry, StatementResponse };
export type StatementAccount = StatementEntry["account"];

export function getStatementPage(cursor: string | null): Promise<StatementResponse> {
  return json(client.user.statement.$get({ query: cursor ? { cursor } : {} }));
}

export function statementQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["user", "statement"],
    queryFn: ({ pageParam }) => getStatementPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });
}

/** The pages loaded so far; `fetchNextPage` loads the next 100 entries. */
export function useStatement() {
  return useInfiniteQuery(statementQueryOptions());
}
