/**
 * The owners' approval settings (docs/product-rules.md#approvals): the withdrawal amount
 * above which a second admin must approve, checked with the shared `approvalSettingsInput`,
 * and, where the deployment allows it (development), self-approval, saved as it is switched.
 */
import { useForm } from "@tanstack/react-form";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ApprovalSettings, approvalSettingsInput } from "@app/schema/contracts/approvals";
import type { FieldIssue } from "@app/schema/errors";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, showServerIssues, submitForm } from "../../../lib/form";
import { fieldBindings, submitHandler } from "../../../lib/form-bindings";
import { useApprovalSettings } from "../api/get-approval-settings";
import { useSaveApprovalSettings } from "../api/save-approval-settings";

interface Values {
  /** As typed; whole XAF once checked. */
  approvalThresholdXaf: string;
}

/** The typed threshold as whole XAF: spaces and separators dropped; anything else is not a number. */
function toInput({ approvalThresholdXaf }: Values, selfApprovalAllowed: boolean) {
  const digits = approvalThresholdXaf.replace(/[\s\u00a0\u202f.,]/g, "");
  return { approvalThresholdXaf: /^\d+$/.test(digits) ? Number(digits) : Number.NaN, selfApprovalAllowed };
}

function thresholdMessage(issue: FieldIssue) {
  if (issue.field !== "approvalThresholdXaf") return undefined;
  const max = issue.maximum;
  return issue.code === "too_big" && max !== undefined ? msg`At most ${max} XAF` : msg`Enter a whole number of XAF`;
}

export function ApprovalSettingsForm() {
  const { data } = useApprovalSettings();
  return <SettingsForm current={data} />;
}

function SettingsForm({ current }: { current: ApprovalSettings }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const save = useSaveApprovalSettings();

  const form = useForm({
    defaultValues: { approvalThresholdXaf: String(current.approvalThresholdXaf) } as Values,
    onSubmitMeta: { selfApprovalAllowed: current.selfApprovalAllowed },
    validators: { onSubmit: checkWith(approvalSettingsInput, (v: Values) => toInput(v, false), thresholdMessage) },
    onSubmit: ({ value, meta, formApi }) => {
      save.mutate(parseWith(approvalSettingsInput, toInput(value, meta.selfApprovalAllowed)), {
        onSuccess: (saved) => {
          formApi.reset({ approvalThresholdXaf: String(saved.approvalThresholdXaf) });
          toast({ title: t`Approval settings saved` });
        },
        onError: (error) => {
          showServerIssues(formApi, error, thresholdMessage);
          toast({ title: t`Failed to save`, description: errorMessage(error, i18n), variant: "destructive" });
        },
      });
    },
  });

  return (
    <form className="card form-card" noValidate onSubmit={submitHandler(form)}>
      <h3 className="section-title">
        <Trans>Approval settings</Trans>
      </h3>
      <form.Field name="approvalThresholdXaf">
        {(field) => (
          <TextField
            {...fieldBindings(i18n, field)}
            label={t`Withdrawals above this need a second admin (XAF)`}
            inputMode="numeric"
            description={t`Balance adjustments, reserve fundings and withdrawals to a new payout number always need one.`}
          />
        )}
      </form.Field>
      <Button type="submit" tone="primary" isDisabled={save.isPending}>
        <Trans>Save</Trans>
      </Button>
      {current.selfApprovalAvailable && (
        <Switch
          isSelected={current.selfApprovalAllowed}
          onChange={(on) => void submitForm(form, { selfApprovalAllowed: on })}
          isDisabled={save.isPending}
        >
          <Trans>Development only: let an admin approve their own proposals</Trans>
        </Switch>
      )}
    </form>
  );
}
