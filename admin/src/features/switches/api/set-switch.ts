/**
 * POST /api/admin/deposit-control and /api/admin/withdrawal-control with `switchInput`
 * (`enabled`, optional public `reason`). Off blocks new requests only; pending ones can
 * still be decided (decisions.md section 1).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import type { switchInput } from "@app/schema/contracts/deposits";
import { apiFetch } from "../../../lib/api-client";
import { switchQueryKey, type SwitchName } from "./get-switch-status";

export type SwitchInput = z.infer<typeof switchInput>;

const CONTROL_PATH: Record<SwitchName, string> = {
  deposits: "/admin/deposit-control",
  withdrawals: "/admin/withdrawal-control",
};

export function setSwitch(name: SwitchName, input: SwitchInput): Promise<{ enabled: boolean }> {
  return apiFetch(CONTROL_PATH[name], { method: "POST", body: input });
}

export function useSetSwitch(name: SwitchName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwitchInput) => setSwitch(name, input),
    onSuccess: (status) => queryClient.setQueryData(switchQueryKey(name), status),
  });
}
