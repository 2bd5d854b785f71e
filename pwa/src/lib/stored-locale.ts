/**
 * The reader's language as the language store saved it (lib/language-store.ts), readable
 * before the store, React or any catalog has loaded (lib/early-catalog.ts).
 */
/** Where language-store.ts persists the reader's choice (zustand's `{ state: { locale } }`). */
export const LANGUAGE_STORAGE_KEY = "lionart-language";

/** The language saved in localStorage (en when none or unreadable). */
export function storedLocale(): "en" | "fr" {
  try {
    const raw = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return raw && (JSON.parse(raw) as { state?: { locale?: string } }).state?.locale === "fr" ? "fr" : "en";
  } catch {
    return "en";
  }
}
