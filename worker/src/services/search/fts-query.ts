/**
 * Search text as an FTS5 MATCH expression over the admin's search index (migration
 * 0020_search_index.sql; docs/product-rules.md#admin-lists, LST-4 and LST-6).
 *
 * The index uses the trigram tokenizer and stores each value as two spaces and then the
 * value with every space doubled. The text is written the same way and quoted as one FTS5
 * string (in double quotes, each inner double quote doubled), so any character is matched
 * as typed, never read as FTS5 syntax (`*`, `:`, `(`, NEAR, AND, ...):
 * - 3 characters or more match anywhere in a column, any case;
 * - 1 or 2 characters match the start of a word (after a space, or the value's start), as
 *   the two spaces before them make a trigram;
 * - only the first MATCHED_CHARS characters are looked up, so a pasted page still answers
 *   quickly (no name, phone, transaction id or card name is that long).
 * The expression is always passed as a bound parameter. Never throws.
 */
import { phoneSearchDigits } from "@app/schema/phone";

/** How many characters (code points) of a search text are looked up. */
export const MATCHED_CHARS = 200;

/** The columns of one FTS5 table a text is matched against, each by its own reading. */
export interface SearchedColumns {
  /** Matched with the text itself. */
  text: readonly string[];
  /** Matched with the text's phone digits (`phoneSearchDigits`: no +237), when the text is phone-like. */
  digits?: readonly string[];
  /** Matched with another reading of the text (a normalised transaction key). */
  other?: { columns: readonly string[]; text: string };
}

/** `text` as stored in the index: two spaces, then each space doubled (migration 0020). */
function indexForm(text: string): string {
  return `  ${text.replaceAll(" ", "  ")}`;
}

/**
 * The FTS5 phrase matching `text` (trimmed): anywhere for 3 characters or more, at a word's
 * start for 1 or 2; null for a blank text. NUL, which would end FTS5's string early, becomes
 * U+FFFD, which no stored value holds.
 */
export function ftsPhrase(text: string): string | null {
  const chars = Array.from(text.trim().replaceAll("\u0000", "\uFFFD")).slice(0, MATCHED_CHARS);
  if (chars.length === 0) return null;
  const joined = chars.join("");
  const form = chars.length < 3 ? indexForm(joined) : indexForm(joined).slice(2);
  return `"${form.replaceAll('"', '""')}"`;
}

function restricted(columns: readonly string[], phrase: string | null): string | null {
  return columns.length > 0 && phrase !== null ? `{${columns.join(" ")}} : ${phrase}` : null;
}

/**
 * The MATCH expression for `q` over `columns` (each reading restricted to its columns and
 * OR-ed), or null when `q` is blank.
 */
export function matchExpression(q: string, columns: SearchedColumns): string | null {
  const text = q.trim();
  if (!text) return null;
  const digits = phoneSearchDigits(text);
  const parts = [
    restricted(columns.text, ftsPhrase(text)),
    digits === null ? null : restricted(columns.digits ?? [], ftsPhrase(digits)),
    columns.other ? restricted(columns.other.columns, ftsPhrase(columns.other.text)) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" OR ") : null;
}

/** A user's columns in `users_fts` as every list searches them: name, then phone digits. */
export const USER_NAME_AND_PHONE: SearchedColumns = { text: ["full_name"], digits: ["phone"] };

/**
 * Investment cards for the global search (OPS-4): any part of a name (English or French, as
 * the Cards tab filters) or collection on `investment_cards_fts` (migration 0033), or the
 * card's id; as SQL over `investment_cards` with its parameters.
 */
export function cardCondition(q: string, id: number | null): { sql: string; params: unknown[] } {
  const match = matchExpression(q, { text: ["name", "name_fr", "collection"] });
  if (match === null) return { sql: "id = ?", params: [id ?? -1] };
  return {
    sql: "(id IN (SELECT rowid FROM investment_cards_fts WHERE investment_cards_fts MATCH ?) OR id = ?)",
    params: [match, id ?? -1],
  };
}
