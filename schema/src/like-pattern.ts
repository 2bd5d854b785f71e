/**
 * Search text compared with SQL `LIKE` (docs/product-rules.md#admin-lists, LST-6): the
 * text is escaped (`\`, `%`, `_` become `\\`, `\%`, `\_`) and wrapped in `%...%`, and
 * Cloudflare D1 refuses a LIKE pattern over 50 bytes of UTF-8
 * (SQLITE_LIMIT_LIKE_PATTERN_LENGTH, Cloudflare D1 limits). The worker builds its patterns
 * here, and the contracts' `q` refuses, with a 400 naming the field, any text whose
 * pattern would not fit, so no such pattern reaches D1.
 */
import { z } from "zod/mini";

/** D1's largest LIKE pattern, in UTF-8 bytes. */
export const LIKE_PATTERN_MAX_BYTES = 50;
/** The longest search text without accents or wildcards (48 ASCII characters and the two `%`). */
export const SEARCH_TEXT_MAX_CHARS = LIKE_PATTERN_MAX_BYTES - 2;

/** `text` with LIKE's wildcards and the escape character escaped, for `LIKE ... ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern matching any text that contains `text`: `%<escaped text>%`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Bytes of `text` in UTF-8 (a lone surrogate counts as U+FFFD, 3 bytes, as encoders write it). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Whether the trimmed `text` can be searched with LIKE on D1: its contains pattern is at
 * most 50 bytes as typed and lower-cased (the admin lists compare lower-cased text, and
 * lower-casing can change a letter's length in UTF-8).
 */
export function fitsLikePattern(text: string): boolean {
  const trimmed = text.trim();
  return (
    utf8Bytes(containsPattern(trimmed)) <= LIKE_PATTERN_MAX_BYTES &&
    utf8Bytes(containsPattern(trimmed.toLowerCase())) <= LIKE_PATTERN_MAX_BYTES
  );
}

/** What the 400 says when the search text is too long (the admin shows its own wording). */
export const SEARCH_TEXT_TOO_LONG = `q must be at most ${SEARCH_TEXT_MAX_CHARS} characters, fewer with accented letters or % _ \\ (each counts as two): a search pattern is limited to ${LIKE_PATTERN_MAX_BYTES} bytes`;

/** The zod check of a search text `q`: its LIKE pattern fits D1, else a `too_big` issue on `q`. */
export const fitsLikePatternCheck = z.refine<string>(fitsLikePattern, {
  message: SEARCH_TEXT_TOO_LONG,
  params: { code: "too_big" },
});
