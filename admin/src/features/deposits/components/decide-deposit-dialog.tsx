/**
 * Approve or reject a pending deposit verification (docs/product-rules.md#deposits,
 * DEP-5). Approving credits the amount the admin actually saw arrive (prefilled with the
 * declared amount) to the investor's principal; the sent `amount` is omitted when
 * unchanged. Optional notes either way, required when the amount differs.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositDecisionInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { decimalStringToXaf } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useDecideDeposit } from "../api/decide-deposit";
import { DecideDepositForm } from "./decide-deposit-form";
import { DepositSummary } from "./deposit-summary";

export interface DepositDecisionTarget {
  deposit: DepositVerificationView;
  status: DepositDecisionInput["status"];
}

const FORM_ID = "decide-deposit-form";

export function DecideDepositDialog({ target, onClose }: { target: DepositDecisionTarget | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDecideDeposit();
  const approving = target?.status === "approved";

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function decide(id: number, decision: DepositDecisionInput) {
    mutation.mutate(
      { id, decision },
      {
        onSuccess: (updated) => {
          const amount = formatXaf(updated.amount, i18n.locale);
          const name = updated.fullName;
          toast(
            updated.status === "approved"
              ? { title: t`Deposit approved`, description: t`${amount} credited to ${name}` }
              : { title: t`Deposit rejected`, description: name },
          );
          mutation.reset();
          onClose();
        },
        onError: (error) =>
          toast({
            title: t`Failed to update verification status`,
            description: errorMessage(error, i18n),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={approving ? t`Approve this deposit?` : t`Reject this deposit?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      tone={approving ? "primary" : "danger"}
      label={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pendingLabel={approving ? <Trans>Approving...</Trans> : <Trans>Rejecting...</Trans>}
    >
      {target && (
        <>
          <DepositSummary deposit={target.deposit} />
          <DecideDepositForm
            key={`${target.deposit.id}-${target.status}`}
            id={FORM_ID}
            context={{ status: target.status, declaredXaf: decimalStringToXaf(target.deposit.amount) }}
            failure={mutation.error}
            onDecide={(decision) => decide(target.deposit.id, decision)}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
