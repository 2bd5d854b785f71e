/**
 * Step 1 of the withdrawal dialog (docs/product-rules.md#screen-withdrawal): account
 * name, number, service and amount, checked with the shared contract as the investor
 * types; a field's message shows once it was touched, and Continue stays disabled until
 * everything is valid.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MOBILE_MONEY_SERVICES } from "@app/schema/contracts/auth";
import { withdrawInput, type WithdrawInput } from "@app/schema/contracts/withdrawals";
import { toFieldIssues } from "@app/schema/issues";
import { MIN_WITHDRAWAL_XAF } from "@app/schema/money";
import type { PayoutNumberView } from "@app/schema/contracts/verification";
import { formatPhone, formatXaf, withdrawalFeeRate } from "@app/web/money";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { phoneDigits } from "@app/schema/phone";
import { errorTexts, type FieldErrors, firstByField } from "../../../lib/field-issues";
import { withTierLimit } from "../../../lib/tier-limit-text";
import { withdrawalIssueMessages } from "./withdrawal-messages";

export interface WithdrawalValues {
  accountName: string;
  accountNumber: string;
  paymentMethod: string;
  amount: string;
}

interface WithdrawalFormProps {
  values: WithdrawalValues;
  onChange: (values: WithdrawalValues) => void;
  checking: boolean;
  onContinue: (input: WithdrawInput) => void;
  /** The numbers payouts may go to now (KYC-4), offered as one-tap choices. */
  verifiedNumbers: PayoutNumberView[];
  /** The API's refusal of these values on a field (a tier limit, KYC-7), shown until a value changes. */
  refused?: FieldErrors;
}

export function WithdrawalForm({ values, onChange, checking, onContinue, verifiedNumbers, refused = {} }: WithdrawalFormProps) {
  const { t, i18n } = useLingui();
  const minimum = formatXaf(MIN_WITHDRAWAL_XAF, i18n.locale);
  const fee = withdrawalFeeRate(i18n.locale);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const raw = { ...values, amount: values.amount.trim() === "" ? undefined : Number(values.amount) };
  const parsed = withdrawInput.safeParse(raw);
  const issues = firstByField(toFieldIssues(parsed.error?.issues ?? [], "json", raw).filter((i) => touched.has(i.field)));
  const errors = { ...withTierLimit(i18n, refused, {}), ...errorTexts(i18n, issues, withdrawalIssueMessages) };

  const set = (field: keyof WithdrawalValues) => (e: { currentTarget: { value: string } }) => {
    // A pasted '+237 6 77 12 34 56' keeps its 9 digits (docs/product-rules.md#accounts).
    const value = field === "accountNumber" ? phoneDigits(e.currentTarget.value) : e.currentTarget.value;
    onChange({ ...values, [field]: value });
    setTouched((prev) => new Set(prev).add(field));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (parsed.success && !checking) onContinue(parsed.data);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        name="accountName"
        autoComplete="name"
        maxLength={100}
        label={t`Account name`}
        value={values.accountName}
        onChange={set("accountName")}
        errorMessage={errors.accountName}
      />
      <TextField
        name="accountNumber"
        type="tel"
        inputMode="numeric"
        placeholder="6XXXXXXXX"
        label={t`Account number`}
        description={t`A number verified for your account, 9 digits without +237.`}
        value={values.accountNumber}
        onChange={set("accountNumber")}
        errorMessage={errors.accountNumber}
      />
      {verifiedNumbers.length > 0 && (
        <div className="verified-numbers">
          <p className="small">
            <Trans>Your verified numbers:</Trans>
          </p>
          <div className="button-row">
            {verifiedNumbers.map((n) => (
              <button
                key={n.number}
                type="button"
                className="button button--outline button--small"
                aria-pressed={values.accountNumber === n.number}
                onClick={() => onChange({ ...values, accountNumber: n.number, paymentMethod: n.service })}
              >
                {formatPhone(n.number)} · {n.service}
              </button>
            ))}
          </div>
        </div>
      )}
      <SelectField
        name="paymentMethod"
        label={t`Service`}
        value={values.paymentMethod}
        onChange={set("paymentMethod")}
        errorMessage={errors.paymentMethod}
      >
        <option value="" disabled>
          {t`Select a payment method`}
        </option>
        {MOBILE_MONEY_SERVICES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        name="amount"
        type="number"
        inputMode="numeric"
        min={MIN_WITHDRAWAL_XAF}
        step={1}
        label={t`Amount (XAF)`}
        description={t`At least ${minimum}, from your principal balance. A ${fee} fee is deducted.`}
        value={values.amount}
        onChange={set("amount")}
        errorMessage={errors.amount}
      />
      <button type="submit" className="button button--block" disabled={!parsed.success || checking}>
        {checking ? <Trans>Checking...</Trans> : <Trans>Continue</Trans>}
      </button>
    </form>
  );
}
