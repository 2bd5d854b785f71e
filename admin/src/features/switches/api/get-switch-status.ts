/**
 * GET /api/admin/deposit-status and /api/admin/withdrawal-status: `{ enabled }`, whether
 * investors may make new requests (docs/product-rules.md#switches). Same shape, so one
 * module serves both.
 */
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export type SwitchName = "deposits" | "withdrawals";

const STATUS = {
  deposits: client.admin["deposit-status"],
  withdrawals: client.admin["withdrawal-status"],
} satisfies Record<SwitchName, unknown>;

export const switchQueryKey = (name: SwitchName) => ["admin", "switch", name] as const;

export const switchStatusQueryOptions = (name: SwitchName) =>
  queryOptions({ queryKey: switchQueryKey(name), queryFn: () => json(STATUS[name].$get()) });

export function useSwitchStatus(name: SwitchName) {
  return useSuspenseQuery(switchStatusQueryOptions(name));
}
