/** The EN/FR selector: the choice persists in localStorage and sets <html lang>. */
import { useLingui } from "@lingui/react/macro";
import { useLanguageStore } from "../../lib/language-store";
import { isLocale } from "../../lib/i18n";

export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((s) => s.locale);
  const setLocale = useLanguageStore((s) => s.setLocale);
  return (
    <select
      className={className ? `language-select ${className}` : "language-select"}
      aria-label={t`Language`}
      value={locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void setLocale(e.target.value);
      }}
    >
      <option value="en" lang="en">
        EN
      </option>
      <option value="fr" lang="fr">
        FR
      </option>
    </select>
  );
}
