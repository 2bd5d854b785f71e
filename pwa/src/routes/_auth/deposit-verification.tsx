/**
 * /deposit-verification (signed in only; docs/product-rules.md#screen-deposit): after
 * sending money, the investor declares the transfer for an admin to check. `?method=`
 * comes from the deposit dialog's Verify Deposit and preselects the service.
 */
import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useUser } from "../../features/auth/api/get-user";
import { DepositVerificationForm } from "../../features/deposits/components/deposit-verification-form";
import type { DepositMethod } from "../../features/deposits/components/deposit-messages";
import { ensureMoneyCatalog } from "../../lib/money-catalog";

export const Route = createFileRoute("/_auth/deposit-verification")({
  validateSearch: (search: Record<string, unknown>): { method?: DepositMethod } =>
    search.method === "MTN" || search.method === "Orange" ? { method: search.method } : {},
  loader: ensureMoneyCatalog,
  component: DepositVerificationPage,
});

function DepositVerificationPage() {
  const { method } = Route.useSearch();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <section className="card narrow" aria-labelledby="deposit-verification-title">
      <h1 id="deposit-verification-title">
        <Trans>Deposit verification</Trans>
      </h1>
      <p>
        <Trans>
          Sent money with MTN Mobile Money or Orange Money? Fill in this form so an admin can match it with your transfer and
          credit your principal balance.
        </Trans>
      </p>
      <DepositVerificationForm phone={user.phone} method={method} />
    </section>
  );
}
