/**
 * The deposit verification form (spec: Deposit verification page; sections 5 and 8):
 * five fields, all required ('Please fill in all fields', nothing sent otherwise), the
 * amount at least 1,000 in steps of 100, then the confirmation and /dashboard after 2 s.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { depositVerificationInput } from "@app/schema/contracts/deposits";
import { MIN_DEPOSIT_XAF, DEPOSIT_STEP_XAF } from "@app/schema/money";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { toast } from "../../../lib/toast-store";
import { useSubmitDepositVerification } from "../api/submit-deposit-verification";
import {
  depositCodes,
  depositFieldMessage,
  fillAllFields,
  METHODS,
  methodNames,
  verificationFailed,
  type DepositMethod,
} from "./deposit-messages";
import { VerificationSubmitted } from "./verification-submitted";

const FIELDS = ["depositName", "userName", "amount", "paymentMethod", "transactionId"] as const;

export function DepositVerificationForm({ phone, method }: { phone: string; method?: DepositMethod }) {
  const { t, i18n } = useLingui();
  const submit = useSubmitDepositVerification();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const translate = (issues: { field: string; message: string }[]) => {
    const out: Record<string, string> = {};
    for (const issue of issues) out[issue.field] ??= i18n._(depositFieldMessage(issue.message));
    return out;
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const raw = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const empty = FIELDS.filter((f) => raw[f] === "");
    if (empty.length > 0) {
      setErrors(Object.fromEntries(empty.map((f) => [f, i18n._(fillAllFields)])));
      toast({ title: i18n._(fillAllFields), variant: "destructive" });
      return;
    }
    const parsed = depositVerificationInput.safeParse({ ...raw, amount: Number(raw.amount) });
    if (!parsed.success) {
      setErrors(translate(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message }))));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setSubmitted(true);
        toast({
          title: t`Verification Submitted`,
          description: t`An admin will check your deposit and credit your principal balance.`,
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.issues.length > 0) setErrors(translate(err.issues));
        toast({
          title: t`Verification Failed`,
          description: i18n._(describeError(err, verificationFailed, depositCodes)),
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
        description={t`At least 1,000 XAF, in steps of 100.`}
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
