/**
 * The withdrawal decision's notes, a new form each time the dialog opens, checked on
 * submit with the shared `withdrawalDecisionInput`; the server's field issues land at
 * the field (docs/product-rules.md#field-issues).
 */
import { useEffect } from "react";
import { useForm } from "@tanstack/react-form";
import { useLingui } from "@lingui/react/macro";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { fieldError, showServerIssues, submitForm } from "../../../lib/form";
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
  useEffect(() => {
    if (failure) showServerIssues(form, failure, withdrawalIssueMessage);
  }, [failure, form]);
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitForm(form);
      }}
    >
      <form.Field name="adminNotes">
        {(field) => (
          <TextAreaField
            label={t`Admin notes (optional)`}
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
