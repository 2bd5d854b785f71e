/**
 * GET /api/admin/deposit-status and /api/admin/withdrawal-status: `{ enabled }`, whether
 * investors may make new requests (spec section 4). Same shape, so one module serves both.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type SwitchName = "deposits" | "withdrawals";

const STATUS_PATH: Record<SwitchName, string> = {
  deposits: "/admin/deposit-status",
  withdrawals: "/admin/withdrawal-status",
};

export const switchQueryKey = (name: SwitchName) => ["admin", "switch", name] as const;

export const switchStatusQueryOptions = (name: SwitchName) =>
  queryOptions({ queryKey: switchQueryKey(name), queryFn: () => apiFetch<{ enabled: boolean }>(STATUS_PATH[name]) });

export function useSwitchStatus(name: SwitchName) {
  return useQuery(switchStatusQueryOptions(name));
}
