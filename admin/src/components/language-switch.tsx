/** EN/FR selector; the choice is saved by `activateLocale` (lib/i18n.ts). */
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, LOCALES, type Locale } from "../lib/i18n";

export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle-button group, not a form fieldset
    <div className="language-switch" role="group" aria-label={t`Language`}>
      {LOCALES.map((locale: Locale) => (
        <button
          key={locale}
          type="button"
          className="language-option"
          aria-pressed={i18n.locale === locale}
          lang={locale}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void activateLocale(locale).finally(() => setBusy(false));
          }}
        >
          {/* The name starts with the visible "EN"/"FR" (WCAG 2.5.3, label in name); the native name follows for screen readers. */}
          {locale.toUpperCase()}
          <span className="visually-hidden">
            {" "}
            {locale === "en"
              ? t({ message: "English", comment: "Always in English: native name" })
              : t({ message: "Français", comment: "Always in French: native name" })}
          </span>
        </button>
      ))}
    </div>
  );
}
