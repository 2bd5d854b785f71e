/** The phone input of both tabs: 9 digits typed without +237 (docs/product-rules.md#accounts). */
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../../components/ui/text-field";

export function PhoneField({ errorMessage }: { errorMessage?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="6XXXXXXXX"
      maxLength={9}
      label={t`Phone number`}
      description={t`Only Cameroon mobile numbers (+237) are accepted: 9 digits, without +237.`}
      errorMessage={errorMessage}
    />
  );
}
