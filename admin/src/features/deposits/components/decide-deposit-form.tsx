/**
 * The deposit decision's fields, a new form each time the dialog opens: on approval the
 * amount received, and the admin's notes, checked on submit with `checkDepositDecision`
 * (the shared `depositDecisionInput`); the server's field issues land at their fields.
 */
import { useEffect } from "react";
import { useForm, useStore } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositDecisionInput } from "@app/schema/contracts/deposits";
import { formatXaf } from "@app/web/money";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { fieldError, showServerIssues, submitForm } from "../../../lib/form";
import {
  amountDiffers,
  checkDepositDecision,
  type DepositDecisionContext,
  depositDecision,
  depositDecisionValues,
  depositIssueMessage,
} from "../deposit-decision";

interface DecideDepositFormProps {
  /** The form element's id, which the dialog's action submits. */
  id: string;
  context: DepositDecisionContext;
  /** The failed decision's error, whose field issues show at their fields. */
  failure: unknown;
  onDecide: (decision: DepositDecisionInput) => void;
}

export function DecideDepositForm({ id, context, failure, onDecide }: DecideDepositFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: depositDecisionValues(context.declaredXaf),
    validators: { onSubmit: ({ value }) => checkDepositDecision(context, value) },
    onSubmit: ({ value }) => onDecide(depositDecision(context, value)),
  });
  const differs = useStore(form.store, (state) => amountDiffers(context, state.values));
  useEffect(() => {
    if (failure) showServerIssues(form, failure, depositIssueMessage);
  }, [failure, form]);

  const declaredText = formatXaf(context.declaredXaf, i18n.locale);
  return (
    <form
      id={id}
      className="form-grid"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      {context.status === "approved" ? (
        <>
          <p className="muted">
            <Trans>
              Approve only after finding this transaction ID in the receiving account. The amount below is credited to the
              investor's principal balance.
            </Trans>
          </p>
          <form.Field name="amount">
            {(field) => (
              <TextField
                label={t`Amount received (XAF)`}
                inputMode="numeric"
                autoComplete="off"
                value={field.state.value}
                description={
                  differs
                    ? t`Differs from the declared ${declaredText}: say why in the notes.`
                    : t`Change it if a different amount arrived.`
                }
                errorMessage={fieldError(i18n, field)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        </>
      ) : (
        <p className="muted">
          <Trans>Nothing is credited. Say why in the notes, for example that the transaction ID was not found.</Trans>
        </p>
      )}
      <form.Field name="adminNotes">
        {(field) => (
          <TextAreaField
            label={differs ? t`Admin notes` : t`Admin notes (optional)`}
            value={field.state.value}
            maxLength={500}
            errorMessage={fieldError(i18n, field)}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
    </form>
  );
}
