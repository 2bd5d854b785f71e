/**
 * The deposit decision's fields, a new form each time the dialog opens: on approval the
 * amount received, and the admin's notes, checked on submit with `checkDepositDecision`
 * (the shared `depositDecisionInput`); the server's field issues land at their fields.
 */
import { useForm, useStore } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DepositDecisionInput } from "@app/schema/contracts/deposits";
import { formatXaf } from "@app/web/money";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { TextField } from "../../../components/ui/text-field";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
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
  useServerIssues(form, failure, depositIssueMessage);

  const declaredText = formatXaf(context.declaredXaf, i18n.locale);
  return (
    <form id={id} className="form-grid" noValidate onSubmit={submitHandler(form)}>
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
                {...fieldBindings(i18n, field)}
                label={t`Amount received (XAF)`}
                inputMode="numeric"
                autoComplete="off"
                description={
                  differs
                    ? t`Differs from the declared ${declaredText}: say why in the notes.`
                    : t`Change it if a different amount arrived.`
                }
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
            {...fieldBindings(i18n, field)}
            label={differs ? t`Admin notes` : t`Admin notes (optional)`}
            maxLength={500}
          />
        )}
      </form.Field>
    </form>
  );
}
