/**
 * Money-laundering flags (docs/product-rules.md#aml-flags, AML-6, AML-7): the Flags tab's
 * page by rule and state, one flag's page, and staff's note, closing proposal and
 * confirmation. Every success refreshes the admin's lists (lib/query-client.ts).
 */
import { queryOptions, useMutation, useSuspenseQuery } from "@tanstack/react-query";
import type { FlagList, FlagRule, FlagState, FlagView } from "@app/schema/contracts/flags";
import { client, json } from "@app/web/api";

export interface FlagFilter {
  rule?: FlagRule;
  state: FlagState;
  cursor?: string;
}

export const flagsQueryOptions = (filter: FlagFilter) =>
  queryOptions({
    queryKey: ["admin", "flags", filter],
    queryFn: (): Promise<FlagList> =>
      json(
        client.admin.flags.$get({
          query: {
            state: filter.state,
            ...(filter.rule ? { rule: filter.rule } : {}),
            ...(filter.cursor ? { cursor: filter.cursor } : {}),
          },
        }),
      ),
  });

export function useFlags(filter: FlagFilter) {
  return useSuspenseQuery(flagsQueryOptions(filter));
}

export const flagQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "flag", id],
    queryFn: (): Promise<FlagView> => json(client.admin.flags[":id"].$get({ param: { id: String(id) } })),
  });

export function useFlag(id: number) {
  return useSuspenseQuery(flagQueryOptions(id));
}

/** What staff do on a flag's page, each with a note: add it to the case, propose closing, confirm closing. */
export type FlagAction = "note" | "propose" | "confirm";

export function useFlagAction(id: number, action: FlagAction) {
  return useMutation({
    mutationFn: (note: string): Promise<FlagView> => {
      const one = client.admin.flags[":id"];
      const args = { param: { id: String(id) }, json: { note } };
      if (action === "note") return json(one.notes.$post(args));
      if (action === "propose") return json(one["close-proposal"].$post(args));
      return json(one.close.$post(args));
    },
  });
}

/** The address of the case report for ANIF in `format` (AML-7), opened by the browser with the admin's cookie. */
export function flagReportHref(id: number, format: "json" | "csv"): string {
  return `/api/admin/flags/${id}/report?format=${format}`;
}
