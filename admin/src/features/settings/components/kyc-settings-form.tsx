/**
 * The owner's limits by tier, age of majority and data retention
 * (docs/product-rules.md#limits-by-tier, KYC-5, KYC-9; #data-rights, DATA-5): for tiers 0, 1
 * and 2 the most an investor may deposit per day and per 30 days, withdraw per day and per 30
 * days, and hold, whole XAF, in a table; then the age and how many years a closed account's
 * data is kept. Checked with the shared `kycSettingsInput`. The figures are the operator's to
 * confirm with counsel.
 */
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KycSettings, kycSettingsInput } from "@app/schema/contracts/tier-limits";
import { Button } from "../../../components/ui/button";
import { NumberField } from "../../../components/ui/number-field";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { useKycSettings } from "../api/get-kyc-settings";
import { useSaveKycSettings } from "../api/save-kyc-settings";
import { LIMIT_FIELDS, LimitsTable } from "./limits-table";

export function KycSettingsForm({ isOwner }: { isOwner: boolean }) {
  const { data } = useKycSettings();
  return <Form current={data} isOwner={isOwner} />;
}

function Form({ current, isOwner }: { current: KycSettings; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const save = useSaveKycSettings();
  const [tiers, setTiers] = useState(() => current.tiers.map((tier) => LIMIT_FIELDS.map((f) => tier[f])));
  const [age, setAge] = useState(current.ageOfMajority);
  const [years, setYears] = useState(current.dataRetentionYears);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      tiers: tiers.map((row) => Object.fromEntries(LIMIT_FIELDS.map((f, i) => [f, row[i]]))),
      ageOfMajority: age,
      dataRetentionYears: years,
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
      <LimitsTable
        tiers={tiers}
        invalid={invalid}
        isReadOnly={!isOwner}
        onChange={(tier, field, value) =>
          setTiers((all) => all.map((r, j) => (j === tier ? r.map((x, k) => (k === field ? value : x)) : r)))
        }
      />
      <div className="field-row">
        <NumberField
          label={t`Age of majority (years)`}
          value={age}
          minValue={18}
          maxValue={25}
          isReadOnly={!isOwner}
          onChange={setAge}
          description={t`Cameroon Civil Code art. 488: 21.`}
          errorMessage={invalid.has("ageOfMajority") ? t`Enter a whole number of years from 18 to 25` : undefined}
        />
        <NumberField
          label={t`Data kept after closing (years)`}
          value={years}
          minValue={1}
          maxValue={50}
          isReadOnly={!isOwner}
          onChange={setYears}
          description={t`CEMAC regulation 02/24 keeps records 10 years. Investors read it when they close their account.`}
          errorMessage={invalid.has("dataRetentionYears") ? t`Enter a whole number of years from 1 to 50` : undefined}
        />
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
