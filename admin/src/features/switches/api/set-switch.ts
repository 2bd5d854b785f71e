/**
 * POST /api/admin/deposit-control and /api/admin/withdrawal-control with `switchInput`
 * (`enabled`, optional public `reason`). Off blocks new requests only; pending ones can
 * still be decided (docs/product-rules.md#switches).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SwitchInput } from "@app/schema/contracts/deposits";
import { client, json } from "@app/web/api";
import { switchQueryKey, type SwitchName } from "./get-switch-status";

const CONTROL = {
  deposits: client.admin["deposit-control"],
  withdrawals: client.admin["withdrawal-control"],
} satisfies Record<SwitchName, unknown>;

export function setSwitch(name: SwitchName, input: SwitchInput): Promise<{ enabled: boolean }> {
  return json(CONTROL[name].$post({ json: input }));
}

export function useSetSwitch(name: SwitchName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwitchInput) => setSwitch(name, input),
    onSuccess: (status) => queryClient.setQueryData(switchQueryKey(name), status),
  });
}
