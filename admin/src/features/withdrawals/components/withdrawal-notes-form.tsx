/**
 * The withdrawal decision's notes, a new form each time the dialog opens, checked on
 * submit with the shared `withdrawalDecisionInput`; the server's field issues land at
 * the field (docs/product-rules.md#field-issues).
 */
import { useForm } from "@tanstack/react-form";
import { useLingui } from "@lingui/react/macro";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import { checkWithdrawalDecision, withdrawalIssueMessage, withdrawalNotes } from "../withdrawal-decision";

interface WithdrawalNotesFormProps {
  /** The form element's id, which the dialog's action submits. */
  id: string;
  /** The failed decision's error, whose field issues show at the field. */
  failure: unknown;
  /** Called with the trimmed notes, undefined when blank. */
  onDecide: (adminNotes: string | undefined) => void;
}

export function WithdrawalNotesForm({ id, failure, onDecide }: WithdrawalNotesFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { adminNotes: "" },
    validators: { onSubmit: checkWithdrawalDecision },
    onSubmit: ({ value }) => onDecide(withdrawalNotes(value)),
  });
  useServerIssues(form, failure, withdrawalIssueMessage);
  return (
    <form id={id} noValidate onSubmit={submitHandler(form)}>
      <form.Field name="adminNotes">
        {(field) => <TextAreaField {...fieldBindings(i18n, field)} label={t`Admin notes (optional)`} maxLength={500} />}
      </form.Field>
    </form>
  );
}
