/**
 * Approve or reject a pending deposit verification. Approving credits the amount the
 * admin actually saw arrive (prefilled with the declared amount) to the investor's
 * principal; the sent `amount` is omitted when unchanged. Optional notes either way.
 */
import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositDecisionInput, DepositVerificationView } from "@app/schema/contracts/deposits";
import { decimalStringToXaf } from "@app/schema/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { formatXaf } from "@app/web/money";
import { parseWholeXaf } from "@app/web/money";
import { useDecideDeposit } from "../api/decide-deposit";
import { DepositSummary } from "./deposit-summary";

export interface DepositDecisionTarget {
  deposit: DepositVerificationView;
  status: DepositDecisionInput["status"];
}

const MAX_DEPOSIT_XAF = 10_000_000;

export function DecideDepositDialog({ target, onClose }: { target: DepositDecisionTarget | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDecideDeposit();
  const [amountText, setAmountText] = useState("");
  const [notes, setNotes] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const [notesError, setNotesError] = useState<string | undefined>();
  const deposit = target?.deposit;
  const approving = target?.status === "approved";
  const declared = deposit ? decimalStringToXaf(deposit.amount) : 0;
  const received = parseWholeXaf(amountText);

  useEffect(() => {
    setAmountText(deposit ? String(decimalStringToXaf(deposit.amount)) : "");
    setNotes("");
    setAmountError(undefined);
    setNotesError(undefined);
  }, [deposit]);

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (!target || !deposit) return;
    if (approving && (received === null || received < 1 || received > MAX_DEPOSIT_XAF)) {
      setAmountError(t`Enter the whole number of XAF received`);
      return;
    }
    if (approving && received !== declared && !notes.trim()) {
      setNotesError(t`Say why the amount differs from the declared one`);
      return;
    }
    const decision: DepositDecisionInput = { status: target.status };
    if (notes.trim()) decision.adminNotes = notes.trim();
    if (approving && received !== null && received !== declared) decision.amount = received;
    mutation.mutate(
      { id: deposit.id, decision },
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

  const differs = approving && received !== null && received !== declared;
  const declaredText = formatXaf(declared, i18n.locale);
  return (
    <ConfirmDialog
      open={target !== null}
      title={approving ? t`Approve this deposit?` : t`Reject this deposit?`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      onConfirm={confirm}
      pending={mutation.isPending}
      tone={approving ? "primary" : "danger"}
      label={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pendingLabel={approving ? <Trans>Approving...</Trans> : <Trans>Rejecting...</Trans>}
    >
      {deposit && <DepositSummary deposit={deposit} />}
      {approving ? (
        <>
          <p className="muted">
            <Trans>
              Approve only after finding this transaction ID in the receiving account. The amount below is credited to the
              investor's principal balance.
            </Trans>
          </p>
          <TextField
            label={t`Amount received (XAF)`}
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            description={
              differs
                ? t`Differs from the declared ${declaredText}: say why in the notes.`
                : t`Change it if a different amount arrived.`
            }
            errorMessage={amountError}
            onChange={(value) => {
              setAmountText(value);
              setAmountError(undefined);
            }}
          />
        </>
      ) : (
        <p className="muted">
          <Trans>Nothing is credited. Say why in the notes, for example that the transaction ID was not found.</Trans>
        </p>
      )}
      <TextAreaField
        label={differs ? t`Admin notes` : t`Admin notes (optional)`}
        value={notes}
        maxLength={500}
        errorMessage={notesError}
        onChange={(value) => {
          setNotes(value);
          setNotesError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
