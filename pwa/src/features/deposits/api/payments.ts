/**
 * Deposits through a payment provider (docs/product-rules.md#automatic-rails):
 * POST /api/payments/deposits
 * -> 201 { id, status, reference, payment }, and GET /api/payments/deposits/{id}, polled
 * every 3 s while the outcome is open and the user is still waiting (10 minutes; the
 * Worker keeps checking after that and credits a late success).
 */
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentDepositInput, PaymentView } from "@app/schema/contracts/payments";
import { client, json } from "@app/web/api";
import { refreshAccount } from "../../../lib/refresh-account";

/** How long the dialog keeps asking before it says it will keep checking in the background. */
export const WAIT_MS = 10 * 60 * 1000;
const POLL_MS = 3000;

/** States whose outcome the provider has not given yet. */
export function isOpen(status: PaymentView["status"]): boolean {
  return status === "created" || status === "submitted" || status === "pending" || status === "unknown";
}

/** Starts a deposit; the investor's requests list then shows it (MST-1), so the account's reads are refetched. */
export function usePayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentDepositInput) => json(client.payments.deposits.$post({ json: input })),
    onSuccess: () => refreshAccount(queryClient),
  });
}

/**
 * The deposit's live status; once it is final (succeeded, failed, needs review) the
 * balances and the requests list are refetched, once.
 */
export function useDepositStatus(id: string, startedAt: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["user", "payments", "deposit", id],
    queryFn: () => json(client.payments.deposits[":id"].$get({ param: { id } })),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && !isOpen(status)) return false;
      return Date.now() - startedAt < WAIT_MS ? POLL_MS : false;
    },
  });
  const status = query.data?.status;
  const settled = status !== undefined && !isOpen(status);
  useEffect(() => {
    // Not from inside the query: invalidating it while it resolves would cancel its own answer.
    if (settled) void refreshAccount(queryClient);
  }, [settled, queryClient]);
  return query;
}
