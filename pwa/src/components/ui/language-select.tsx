/** The EN/FR selector: the choice persists in localStorage and sets <html lang>. */
import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLanguageStore } from "../../lib/language-store";
import { isLocale } from "../../lib/i18n";
import { storedLocale } from "../../lib/stored-locale";

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  // The language the screen is in: also what a render outside the browser (a prerendered
  // page, the Worker's first screen) shows, where the store has only its default.
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const setLocale = useLanguageStore((s) => s.setLocale);
  // A language chosen on the prerendered page while the app was starting is saved by
  // pwa/public/boot.js; the app takes it up once this select is its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useEffect(() => {
    const chosen = storedLocale();
    if (chosen !== useLanguageStore.getState().locale) void setLocale(chosen);
  }, []);
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
