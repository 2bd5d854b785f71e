/**
 * 'Propose approval' or 'Reject' on an identity check (docs/product-rules.md#identity,
 * IDV-4, IDV-5): a reason, then a proposal a second admin approves, or the rejection the
 * investor reads with its reason.
 */
import { useForm } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { fieldBindings, submitHandler, useServerIssues } from "../../../lib/form-bindings";
import { useDecideIdentity } from "../api/decide-identity";
import { checkReason, type ReasonValues, reasonIssueMessage } from "../reason-form";

const FORM_ID = "identity-decision-form";

export type IdentityDecisionMode = "propose" | "reject";

export function IdentityDecisionDialog({
  checkId,
  mode,
  onClose,
}: {
  checkId: number;
  mode: IdentityDecisionMode | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useDecideIdentity();

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={mode !== null}
      title={mode === "reject" ? t`Reject this identity check` : t`Propose approving this identity`}
      error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
      onClose={close}
      form={FORM_ID}
      pending={mutation.isPending}
      label={mode === "reject" ? <Trans>Reject</Trans> : <Trans>Propose</Trans>}
      pendingLabel={mode === "reject" ? <Trans>Rejecting...</Trans> : <Trans>Proposing...</Trans>}
    >
      <p>
        {mode === "reject" ? (
          <Trans>The investor reads this reason and may submit again.</Trans>
        ) : (
          <Trans>A second admin must approve it in Pending approvals; the investor then reaches tier 2.</Trans>
        )}
      </p>
      {mode && (
        <ReasonForm
          failure={mutation.error}
          onSubmit={({ reason }) =>
            mutation.mutate(
              { mode, id: checkId, reason },
              {
                onSuccess: () => {
                  toast({
                    title: mode === "reject" ? t`Identity check rejected` : t`Proposed: waiting for a second admin's approval`,
                  });
                  mutation.reset();
                  onClose();
                },
              },
            )
          }
          mode={mode}
        />
      )}
    </ConfirmDialog>
  );
}

function ReasonForm({
  mode,
  failure,
  onSubmit,
}: {
  mode: IdentityDecisionMode;
  failure: unknown;
  onSubmit: (values: ReasonValues) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: { reason: "" } as ReasonValues,
    validators: { onSubmit: checkReason(mode) },
    onSubmit: ({ value }) => onSubmit(value),
  });
  useServerIssues(form, failure, reasonIssueMessage);
  return (
    <form id={FORM_ID} className="stack" noValidate onSubmit={submitHandler(form)}>
      <form.Field name="reason">
        {(field) => <TextAreaField {...fieldBindings(i18n, field)} label={t`Reason`} maxLength={300} isRequired />}
      </form.Field>
    </form>
  );
}
