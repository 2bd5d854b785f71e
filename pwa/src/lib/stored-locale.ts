/**
 * The reader's language as the language store saved it (lib/language-store.ts), readable
 * before the store, React or any catalog has loaded (lib/early-catalog.ts).
 */
/** Where language-store.ts persists the reader's choice (zustand's `{ state: { locale } }`). */
export const LANGUAGE_STORAGE_KEY = "lionart-language";

/**
 * The browser's first language among ours (navigator.languages, the list it sends as
 * Accept-Language; fr-CM counts as fr), en when it names neither: the language a reader
 * who has not chosen yet gets, the one the Worker served /login and /terms in
 * (worker/src/middleware/reader-language.ts, docs/product-rules.md#languages).
 */
export function browserLocale(): "en" | "fr" {
  const tags = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "en" || base === "fr") return base;
  }
  return "en";
}

/** The language saved in localStorage; until the reader chooses one, the browser's (`browserLocale`). */
export function storedLocale(): "en" | "fr" {
  try {
    const raw = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (raw) return (JSON.parse(raw) as { state?: { locale?: string } }).state?.locale === "fr" ? "fr" : "en";
  } catch {
    return "en";
  }
  return browserLocale();
}
