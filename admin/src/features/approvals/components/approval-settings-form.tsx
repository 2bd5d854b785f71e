/**
 * The owners' approval settings (docs/product-rules.md#approvals): the withdrawal amount
 * above which a second admin must approve and the hours a number staff verified waits
 * before payouts (docs/product-rules.md#verified-numbers, KYC-3), checked with the shared
 * `approvalSettingsInput`, and, where the deployment allows it (development), self-approval,
 * saved as it is switched.
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
  /** As typed; whole hours once checked. */
  payoutNumberCoolingOffHours: string;
}

/** A typed whole number: spaces and separators dropped; anything else is not a number. */
function whole(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f.,]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

function toInput(v: Values, selfApprovalAllowed: boolean) {
  return {
    approvalThresholdXaf: whole(v.approvalThresholdXaf),
    selfApprovalAllowed,
    payoutNumberCoolingOffHours: whole(v.payoutNumberCoolingOffHours),
  };
}

function valuesOf(s: ApprovalSettings): Values {
  return {
    approvalThresholdXaf: String(s.approvalThresholdXaf),
    payoutNumberCoolingOffHours: String(s.payoutNumberCoolingOffHours),
  };
}

function thresholdMessage(issue: FieldIssue) {
  const max = issue.maximum;
  if (issue.field === "payoutNumberCoolingOffHours") {
    return issue.code === "too_big" && max !== undefined ? msg`At most ${max} hours` : msg`Enter a whole number of hours`;
  }
  if (issue.field !== "approvalThresholdXaf") return undefined;
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
    defaultValues: valuesOf(current),
    onSubmitMeta: { selfApprovalAllowed: current.selfApprovalAllowed },
    validators: { onSubmit: checkWith(approvalSettingsInput, (v: Values) => toInput(v, false), thresholdMessage) },
    onSubmit: ({ value, meta, formApi }) => {
      save.mutate(parseWith(approvalSettingsInput, toInput(value, meta.selfApprovalAllowed)), {
        onSuccess: (saved) => {
          formApi.reset(valuesOf(saved));
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
      <form.Field name="payoutNumberCoolingOffHours">
        {(field) => (
          <TextField
            {...fieldBindings(i18n, field)}
            label={t`Hours before payouts to a number staff verified`}
            inputMode="numeric"
            description={t`The investor is told at once and has this long to object.`}
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
