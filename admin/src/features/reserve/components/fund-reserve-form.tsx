/**
 * 'Fund reserve': a whole-XAF amount and a required note (where the money comes from),
 * checked with the shared `fundReserveInput`, then confirmed in a dialog that shows the
 * amount before anything is sent (docs/product-rules.md#reserve, RES-1). It is a proposal: the
 * money moves when a second admin approves it (docs/product-rules.md#approvals).
 */
import { useState } from "react";
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { fundReserveInput, type FundReserveInput } from "@app/schema/contracts/reserve";
import { formatXaf } from "@app/web/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, showServerIssues } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { useFundReserve } from "../api/fund-reserve";
import { EMPTY_FUNDING, fundReserveMessage, fundReserveRequest } from "../fund-reserve-check";

export function FundReserveForm() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useFundReserve();
  /** The checked funding awaiting the admin's confirmation. */
  const [confirming, setConfirming] = useState<FundReserveInput | null>(null);
  const message = fundReserveMessage(i18n.locale);
  const form = useForm({
    defaultValues: EMPTY_FUNDING,
    validators: { onSubmit: checkWith(fundReserveInput, fundReserveRequest, message) },
    onSubmit: ({ value }) => setConfirming(parseWith(fundReserveInput, fundReserveRequest(value))),
  });

  const confirmedAmount = confirming ? formatXaf(confirming.amount, i18n.locale) : "";

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
        form.reset();
      },
      onError: (error) => {
        showServerIssues(form, error, message);
        toast({ title: t`Failed to fund the reserve`, description: errorMessage(error, i18n), variant: "destructive" });
      },
    });
  }

  return (
    <form className="card form-card" noValidate onSubmit={submitHandler(form)}>
      <h2 className="section-title">
        <Trans>Fund reserve</Trans>
      </h2>
      <p className="muted small">
        <Trans>Moves money from operator capital into the returns reserve. It cannot be taken back from this panel.</Trans>
      </p>
      <form.Field name="amount">
        {(field) => <TextField {...fieldBindings(i18n, field)} label={t`Amount (XAF)`} inputMode="numeric" autoComplete="off" />}
      </form.Field>
      <form.Field name="note">
        {(field) => (
          <TextAreaField
            {...fieldBindings(i18n, field)}
            label={t`Note`}
            description={t`Where the money comes from, e.g. "Exhibition sales, March".`}
            maxLength={300}
          />
        )}
      </form.Field>
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
