/**
 * The deposit verification form (docs/product-rules.md#deposits;
 * docs/product-rules.md#screen-deposit): five fields, all required ('Please fill in all
 * fields', nothing sent otherwise), the amount at least 1,000 in steps of 100, then the
 * confirmation and /dashboard after 2 s.
 */
import { msg } from "@lingui/core/macro";
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { depositVerificationInput } from "@app/schema/contracts/deposits";
import { toFieldIssues } from "@app/schema/issues";
import { MIN_DEPOSIT_XAF, DEPOSIT_STEP_XAF } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { clientIssue, errorTexts, firstByField, type FieldErrors } from "../../../lib/field-issues";
import { toast, useToastScope } from "@app/web/toast-store";
import { useSubmitDepositVerification } from "../api/submit-deposit-verification";
import {
  depositCodes,
  depositIssueMessages,
  fillAllFields,
  METHODS,
  methodNames,
  verificationFailed,
  type DepositMethod,
} from "./deposit-messages";
import { VerificationSubmitted } from "./verification-submitted";
import { withTierLimit } from "../../../lib/tier-limit-text";

const FIELDS = ["depositName", "userName", "amount", "paymentMethod", "transactionId"] as const;

export function DepositVerificationForm({ phone, method }: { phone: string; method?: DepositMethod }) {
  const { t, i18n } = useLingui();
  // A refusal leaves with this screen (docs/product-rules.md#screen-behaviour).
  const stepToast = useToastScope("deposit:verification");
  const minimum = formatXaf(MIN_DEPOSIT_XAF, i18n.locale);
  const step = formatXaf(DEPOSIT_STEP_XAF, i18n.locale);
  const submit = useSubmitDepositVerification();
  const [issues, setIssues] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = withTierLimit(i18n, issues, errorTexts(i18n, issues, depositIssueMessages, depositCodes));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const raw = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const empty = FIELDS.filter((f) => raw[f] === "");
    if (empty.length > 0) {
      setIssues(Object.fromEntries(empty.map((f) => [f, clientIssue(f, "required")])));
      stepToast({ title: fillAllFields, variant: "destructive" });
      return;
    }
    const input = { ...raw, amount: Number(raw.amount) };
    const parsed = depositVerificationInput.safeParse(input);
    if (!parsed.success) {
      setIssues(firstByField(toFieldIssues(parsed.error.issues, "json", input)));
      return;
    }
    setIssues({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setSubmitted(true);
        toast({
          title: msg`Verification Submitted`,
          description: msg`An admin will check your deposit and credit your principal balance.`,
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length > 0) setIssues(firstByField(err.issues));
        stepToast({
          title: msg`Verification Failed`,
          description: describeError(err, verificationFailed, depositCodes),
          variant: "destructive",
        });
      },
    });
  };

  if (submitted) return <VerificationSubmitted />;

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        name="depositName"
        autoComplete="name"
        maxLength={100}
        label={t`Name on the sending account`}
        description={t`The name registered on the mobile money account that sent the money.`}
        errorMessage={errors.depositName}
      />
      <TextField
        name="userName"
        maxLength={100}
        defaultValue={phone}
        label={t`Your LionArt account`}
        description={t`Your phone number, as you log in with it.`}
        errorMessage={errors.userName}
      />
      <TextField
        name="amount"
        type="number"
        inputMode="numeric"
        min={MIN_DEPOSIT_XAF}
        step={DEPOSIT_STEP_XAF}
        label={t`Amount sent (XAF)`}
        description={t`At least ${minimum}, in multiples of ${step}.`}
        errorMessage={errors.amount}
      />
      <SelectField name="paymentMethod" label={t`Payment method`} defaultValue={method ?? ""} errorMessage={errors.paymentMethod}>
        <option value="" disabled>
          {t`Select a payment method`}
        </option>
        {METHODS.map((m) => (
          <option key={m} value={m}>
            {methodNames[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        name="transactionId"
        autoComplete="off"
        maxLength={64}
        label={t`Transaction ID`}
        description={t`The ID in the confirmation SMS from MTN or Orange.`}
        errorMessage={errors.transactionId}
      />
      <button type="submit" className="button button--block" disabled={submit.isPending}>
        {submit.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit verification</Trans>}
      </button>
    </form>
  );
}
