/**
 * The `?lang=` both SPAs send for staff-written content (cards, deposit steps): the app's
 * language, not the browser's, since a reader may choose French on an English phone
 * (docs/product-rules.md#content-languages).
 */
import type { ContentLang } from "@app/schema/contracts/settings";

/** "fr" for French, "en" for anything else. */
export function contentLang(locale: string): ContentLang {
  return locale === "fr" ? "fr" : "en";
}
