/**
 * The reader's language for the pages the Worker picks per language (/login and /terms,
 * docs/decisions/0025-prerendered-public-pages.md): the language cookie when the reader has
 * one (a choice, `schema/src/language-cookie.ts`), else the browser's Accept-Language
 * (RFC 9110 section 12.5.4, quality values honoured; fr-CM counts as fr), else en, the
 * spec's default (docs/product-rules.md#languages). Hono's own detector parses both; it
 * never sets a cookie, since only the reader's choice does. Read as `c.get("language")`.
 */
import { languageDetector } from "hono/language";
import { LANGUAGE_COOKIE } from "@app/schema/language-cookie";

export const readerLanguage = languageDetector({
  order: ["cookie", "header"],
  lookupCookie: LANGUAGE_COOKIE,
  supportedLanguages: ["en", "fr"],
  fallbackLanguage: "en",
  caches: false,
});
