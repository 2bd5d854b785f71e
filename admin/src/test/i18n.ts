/** A Lingui instance with the admin SPA's real catalogs, for unit tests (never bundled). */
import { setupI18n, type I18n } from "@lingui/core";
import { messages as en } from "../locales/en/messages.po";
import { messages as fr } from "../locales/fr/messages.po";

export function testI18n(locale: "en" | "fr" = "en"): I18n {
  return setupI18n({ locale, messages: { en, fr } });
}
