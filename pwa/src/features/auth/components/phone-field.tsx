/**
 * The phone input of both tabs: 9 digits without +237 (docs/product-rules.md#accounts). A
 * pasted '+237 6 77 12 34 56' or '677-12-34-56' is kept whole and shown as its 9 digits
 * when the field is left; the forms read it through the same `phoneDigits`.
 */
import { useLingui } from "@lingui/react/macro";
import { phoneDigits } from "@app/schema/phone";
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
      onBlur={(e) => {
        const input = e.target as HTMLInputElement;
        input.value = phoneDigits(input.value);
      }}
      label={t`Phone number`}
      description={t`Only Cameroon mobile numbers (+237) are accepted: 9 digits, without +237.`}
      errorMessage={errorMessage}
    />
  );
}
