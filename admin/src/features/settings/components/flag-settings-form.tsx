/**
 * The money-laundering rules' switches and thresholds (docs/product-rules.md#aml-flags, AML-5,
 * AML-1..AML-4, AML-9): each rule on or off, with its figure where it has one. Every staff
 * member reads them; the owner saves them (audited `settings.flags`), checked with the shared
 * `flagSettingsInput`. A rule raises flags for staff review, never a freeze.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FlagSettings, flagSettingsInput } from "@app/schema/contracts/flags";
import { Button } from "../../../components/ui/button";
import { NumberField } from "../../../components/ui/number-field";
import { Switch } from "../../../components/ui/switch";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useFlagSettings } from "../api/get-flag-settings";
import { useSaveFlagSettings } from "../api/save-flag-settings";

type Rule = keyof FlagSettings;
/** A rule's figures: the field, its label, bounds and the message when out of them. */
type Figure = { key: string; label: string; min: number; max: number; error: string };

export function FlagSettingsForm({ isOwner }: { isOwner: boolean }) {
  const { data } = useFlagSettings();
  return <Form current={data} isOwner={isOwner} />;
}

function Form({ current, isOwner }: { current: FlagSettings; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const save = useSaveFlagSettings();
  const [values, setValues] = useState<FlagSettings>(current);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const rules: { rule: Rule; title: string; figures: Figure[] }[] = [
    {
      rule: "quickWithdrawal",
      title: t`A deposit withdrawn without being invested`,
      figures: [{ key: "days", label: t`Within (days)`, min: 1, max: 90, error: t`Enter a whole number of days from 1 to 90` }],
    },
    { rule: "sharedPayoutNumber", title: t`One payout number used by several accounts`, figures: [] },
    { rule: "numberOnTwoAccounts", title: t`A number verified on two accounts`, figures: [] },
    {
      rule: "registrationBurst",
      title: t`Many accounts from one place in a day`,
      figures: [
        { key: "accounts", label: t`Accounts`, min: 2, max: 100, error: t`Enter a whole number of accounts from 2 to 100` },
      ],
    },
    {
      rule: "nearTierLimit",
      title: t`Just under the daily limit, repeatedly`,
      figures: [
        {
          key: "percent",
          label: t`Share of the daily limit (%)`,
          min: 50,
          max: 99,
          error: t`Enter a whole percent from 50 to 99`,
        },
        { key: "days", label: t`Days in 30`, min: 2, max: 30, error: t`Enter a whole number of days from 2 to 30` },
      ],
    },
  ];
  const set = (rule: Rule, key: string, value: boolean | number) =>
    setValues((all) => ({ ...all, [rule]: { ...all[rule], [key]: value } }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = flagSettingsInput.safeParse(values);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => i.path.join("."))));
      return;
    }
    setInvalid(new Set());
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t`Flag rules saved` }),
      onError: (error) => toast({ title: t`Failed to save`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  };

  return (
    <form className="card form-card" noValidate onSubmit={onSubmit}>
      <h3 className="section-title">
        <Trans>Money-laundering flags</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Each rule raises a flag for staff to review; it never blocks the investor. Operator to confirm the figures with counsel.
        </Trans>
      </p>
      <div className="flag-rules">
        {rules.map(({ rule, title, figures }) => {
          const saved = values[rule] as Record<string, boolean | number>;
          return (
            <fieldset key={rule} className="flag-rule">
              <legend>{title}</legend>
              <Switch isSelected={saved.enabled === true} isReadOnly={!isOwner} onChange={(on) => set(rule, "enabled", on)}>
                <Trans>On</Trans>
              </Switch>
              {figures.map((f) => (
                <NumberField
                  key={f.key}
                  label={f.label}
                  value={saved[f.key] as number}
                  minValue={f.min}
                  maxValue={f.max}
                  isReadOnly={!isOwner}
                  onChange={(v) => set(rule, f.key, v)}
                  errorMessage={invalid.has(`${rule}.${f.key}`) ? f.error : undefined}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
      {isOwner && (
        <div>
          <Button type="submit" tone="primary" isDisabled={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
