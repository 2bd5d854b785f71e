/**
 * The owner's limits by tier and age of majority (docs/product-rules.md#limits-by-tier,
 * KYC-5, KYC-9): for tiers 0, 1 and 2 the most an investor may deposit per day and per 30
 * days, withdraw per day and per 30 days, and hold, whole XAF, checked with the shared
 * `kycSettingsInput`. The figures are the operator's to confirm with counsel.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KycSettings, type TierLimits, kycSettingsInput } from "@app/schema/contracts/tier-limits";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useKycSettings } from "../api/get-kyc-settings";
import { useSaveKycSettings } from "../api/save-kyc-settings";

type Field = keyof TierLimits;
const FIELDS: Field[] = ["depositDayXaf", "deposit30dXaf", "withdrawDayXaf", "withdraw30dXaf", "holdXaf"];
const TIERS = [0, 1, 2] as const;

/** A typed whole number: spaces and separators dropped; anything else is not a number. */
function whole(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f.,]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function KycSettingsForm({ isOwner }: { isOwner: boolean }) {
  const { data } = useKycSettings();
  return <Form current={data} isOwner={isOwner} />;
}

function Form({ current, isOwner }: { current: KycSettings; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const save = useSaveKycSettings();
  const [tiers, setTiers] = useState(() => current.tiers.map((tier) => FIELDS.map((f) => String(tier[f]))));
  const [age, setAge] = useState(String(current.ageOfMajority));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const labels: Record<Field, string> = {
    depositDayXaf: t`Deposits per day (XAF)`,
    deposit30dXaf: t`Deposits per 30 days (XAF)`,
    withdrawDayXaf: t`Withdrawals per day (XAF)`,
    withdraw30dXaf: t`Withdrawals per 30 days (XAF)`,
    holdXaf: t`Most held (XAF)`,
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      tiers: tiers.map((row) => Object.fromEntries(FIELDS.map((f, i) => [f, whole(row[i] ?? "")]))),
      ageOfMajority: whole(age),
    };
    const parsed = kycSettingsInput.safeParse(input);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => i.path.join("."))));
      return;
    }
    setInvalid(new Set());
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t`Limits saved` }),
      onError: (error) => toast({ title: t`Failed to save`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  };

  return (
    <form className="card form-card" noValidate onSubmit={onSubmit}>
      <h3 className="section-title">
        <Trans>Limits by tier</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Tier 0: registered; tier 1: a number verified; tier 2: identity verified. Operator to confirm the figures with counsel.
        </Trans>
      </p>
      {TIERS.map((tier) => (
        <fieldset key={tier} className="form-grid">
          <legend>
            <Trans>Tier {tier}</Trans>
          </legend>
          {FIELDS.map((f, i) => (
            <TextField
              key={f}
              label={labels[f]}
              inputMode="numeric"
              value={tiers[tier]?.[i] ?? ""}
              isReadOnly={!isOwner}
              onChange={(v) => setTiers((all) => all.map((r, j) => (j === tier ? r.map((x, k) => (k === i ? v : x)) : r)))}
              errorMessage={invalid.has(`tiers.${tier}.${f}`) ? t`Enter a whole number of XAF, at most 1,000,000,000` : undefined}
            />
          ))}
        </fieldset>
      ))}
      <TextField
        label={t`Age of majority (years)`}
        inputMode="numeric"
        value={age}
        isReadOnly={!isOwner}
        onChange={setAge}
        description={t`Cameroon Civil Code art. 488: 21.`}
        errorMessage={invalid.has("ageOfMajority") ? t`Enter a whole number of years from 18 to 25` : undefined}
      />
      {isOwner && (
        <Button type="submit" tone="primary" isDisabled={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      )}
    </form>
  );
}
