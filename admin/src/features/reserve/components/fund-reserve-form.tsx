/**
 * 'Fund reserve': a whole-XAF amount and a required note (where the money comes from),
 * checked with the shared `fundReserveInput`, then confirmed in a dialog that shows the
 * amount before anything is sent (docs/product-rules.md#reserve, RES-1). It is a proposal: the
 * money moves when a second admin approves it (docs/product-rules.md#approvals).
 */
import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { fundReserveInput, type FundReserveInput } from "@app/schema/contracts/reserve";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldText, type FieldMessage } from "../../../lib/field-message";
import { formatXaf } from "@app/web/money";
import { parseWholeXaf } from "@app/web/money";
import { useFundReserve } from "../api/fund-reserve";

export function FundReserveForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useFundReserve();
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ amount?: FieldMessage; note?: FieldMessage }>({});
  /** The checked funding awaiting the admin's confirmation. */
  const [confirming, setConfirming] = useState<FundReserveInput | null>(null);

  const confirmedAmount = confirming ? formatXaf(confirming.amount, i18n.locale) : "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One request id per funding the admin confirms: pressing Confirm again after a lost
    // answer sends the same id, and the server moves the money once (LED-8).
    const parsed = fundReserveInput.safeParse({
      amount: parseWholeXaf(amount) ?? Number.NaN,
      note,
      requestId: crypto.randomUUID(),
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const tooBig = parsed.error.issues.some((issue) => issue.path[0] === "amount" && issue.code === "too_big");
      const maximum = formatXaf(1_000_000_000, i18n.locale);
      setErrors({
        amount: tooBig
          ? msg`Must be at most ${maximum}`
          : fields.has("amount")
            ? msg`Enter a whole number of XAF, at least 1`
            : undefined,
        note: fields.has("note") ? msg`A note is required` : undefined,
      });
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  }

  function confirm() {
    if (!confirming) return;
    const funded = formatXaf(confirming.amount, i18n.locale);
    mutation.mutate(confirming, {
      onSuccess: () => {
        toast({
          title: t`Proposed: waiting for a second admin's approval`,
          description: t`${funded} moves into the returns reserve once another admin approves it in Pending approvals.`,
        });
        setConfirming(null);
        setAmount("");
        setNote("");
      },
      onError: (error) =>
        toast({ title: t`Failed to fund the reserve`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate>
      <h2 className="section-title">
        <Trans>Fund reserve</Trans>
      </h2>
      <p className="muted small">
        <Trans>Moves money from operator capital into the returns reserve. It cannot be taken back from this panel.</Trans>
      </p>
      <TextField
        label={t`Amount (XAF)`}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        errorMessage={fieldText(i18n, errors.amount)}
        onChange={(value) => setAmount(value)}
      />
      <TextAreaField
        label={t`Note`}
        description={t`Where the money comes from, e.g. "Exhibition sales, March".`}
        value={note}
        maxLength={300}
        errorMessage={fieldText(i18n, errors.note)}
        onChange={(value) => setNote(value)}
      />
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorMessage(mutation.error, i18n)}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Funding...</Trans> : <Trans>Fund reserve</Trans>}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
        title={t`Fund the reserve with ${confirmedAmount}?`}
        onClose={() => !mutation.isPending && setConfirming(null)}
        onConfirm={confirm}
        pending={mutation.isPending}
        label={<Trans>Fund reserve</Trans>}
        pendingLabel={<Trans>Funding...</Trans>}
      >
        <p>
          <Trans>
            {confirmedAmount} will move from operator capital into the returns reserve once a second admin approves it. It cannot
            be taken back from this panel.
          </Trans>
        </p>
        <p className="muted small">{confirming?.note}</p>
      </ConfirmDialog>
    </form>
  );
}
