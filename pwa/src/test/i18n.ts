/** A Lingui instance with the PWA's real catalogs, for unit tests (never bundled). */
import { setupI18n, type I18n } from "@lingui/core";
import { messages as enApp } from "../locales/en/app.po";
import { messages as enContent } from "../locales/en/content.po";
import { messages as enMessages } from "../locales/en/messages.po";
import { messages as enMoney } from "../locales/en/money.po";
import { messages as frApp } from "../locales/fr/app.po";
import { messages as frContent } from "../locales/fr/content.po";
import { messages as frMessages } from "../locales/fr/messages.po";
import { messages as frMoney } from "../locales/fr/money.po";

/** Every catalog in en and fr, `locale` active. */
export function testI18n(locale: "en" | "fr" = "en"): I18n {
  const i18n = setupI18n({
    locale,
    messages: {
      en: { ...enMessages, ...enApp, ...enContent, ...enMoney },
      fr: { ...frMessages, ...frApp, ...frContent, ...frMoney },
    },
  });
  return i18n;
}
