/**
 * Approve or reject one proposal (docs/product-rules.md#approvals): approving carries the
 * action out at once; rejecting needs a note the proposer sees, checked with the shared
 * `rejectApprovalInput` before anything is sent. The server's refusal (`same_admin`,
 * `approval_decided`, ...) shows in the dialog.
 */
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ApprovalView, rejectApprovalInput } from "@app/schema/contracts/approvals";
import { formatXaf } from "@app/web/money";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, showServerIssues } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { useApprovalDecision } from "../api/decide-approval";
import { ApprovalAction } from "./approval-action";

export type Decision = { approval: ApprovalView; decision: "approve" | "reject" };

const FORM_ID = "approval-decision-form";
const noteMessage = () => msg`A note of at least 3 characters is required`;

export function DecisionDialog({ target, onClose }: { target: Decision | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useApprovalDecision();
  const approving = target?.decision === "approve";
  const amount = target ? formatXaf(target.approval.amountXaf, i18n.locale) : "";

  const form = useForm({
    defaultValues: { note: "" },
    validators: {
      // Only a rejection carries a note.
      onSubmit: ({ value }) =>
        approving ? undefined : checkWith(rejectApprovalInput, (v: typeof value) => v, noteMessage)({ value }),
    },
    onSubmit: ({ value, formApi }) => {
      if (!target) return;
      const note = approving ? undefined : parseWith(rejectApprovalInput, value).note;
      mutation.mutate(
        { id: target.approval.id, decision: target.decision, note },
        {
          onSuccess: () => {
            toast({ title: approving ? t`Proposal approved and carried out` : t`Proposal rejected`, description: amount });
            formApi.reset();
            mutation.reset();
            onClose();
          },
          onError: (error) => showServerIssues(formApi, error, noteMessage),
        },
      );
    },
  });

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    form.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={approving ? t`Approve this proposal?` : t`Reject this proposal?`}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      tone={approving ? "primary" : "danger"}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      label={approving ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
      pendingLabel={approving ? <Trans>Approving...</Trans> : <Trans>Rejecting...</Trans>}
    >
      {target && (
        <form id={FORM_ID} noValidate onSubmit={submitHandler(form)}>
          <p>
            <ApprovalAction approval={target.approval} />
          </p>
          {approving ? (
            <p className="muted">
              <Trans>Approving carries the action out now. It is recorded in the audit log under your name.</Trans>
            </p>
          ) : (
            <form.Field name="note">
              {(field) => (
                <TextAreaField
                  {...fieldBindings(i18n, field)}
                  label={t`Note`}
                  description={t`Why you reject it; the proposer sees it.`}
                  maxLength={500}
                />
              )}
            </form.Field>
          )}
        </form>
      )}
    </ConfirmDialog>
  );
}
