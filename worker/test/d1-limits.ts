/**
 * The limits Cloudflare D1 enforces in production and local SQLite does not
 * (Cloudflare D1 "Limits" page: a LIKE or GLOB pattern is at most 50 bytes, a statement
 * binds at most 100 parameters, a SQL statement is at most 100,000 bytes), checked on a
 * statement's SQL and bound values. The test guard (`d1-limits-guard.ts`) runs it on every
 * statement the tests and the worker under test prepare and bind
 * (docs/ARCHITECTURE.md#tests).
 *
 * A LIKE or GLOB is understood when its right-hand side is a concatenation (`||`) of
 * string literals, parameters (`?`, `?N`, `:name`) and NULL, optionally followed by
 * `ESCAPE '<c>'`; any other form (a column, a function call) is reported as not
 * understood, so no pattern gets past the guard unmeasured.
 */

/** SQLITE_LIMIT_LIKE_PATTERN_LENGTH on D1, in UTF-8 bytes. */
export const D1_LIKE_PATTERN_MAX_BYTES = 50;
/** Bound parameters per D1 statement. */
export const D1_MAX_BOUND_PARAMETERS = 100;
/** Length of one SQL statement on D1, in UTF-8 bytes. */
export const D1_MAX_SQL_BYTES = 100_000;

type Token =
  | { kind: "word"; upper: string }
  | { kind: "string"; value: string }
  | { kind: "param"; index: number }
  | { kind: "punct"; text: string };

const bytes = (s: string) => new TextEncoder().encode(s).length;

/**
 * SQLite's tokens, enough to find LIKE, GLOB and parameters: comments and quoted
 * identifiers are skipped, string literals kept with `''` unescaped, parameters numbered
 * as SQLite numbers them (`?` is one more than the largest index so far; `?N` is N; a
 * repeated `:name` keeps its first index).
 */
function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const named = new Map<string, number>();
  let maxIndex = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (sql.startsWith("--", i)) {
      const end = sql.indexOf("\n", i);
      i = end < 0 ? sql.length : end + 1;
    } else if (sql.startsWith("/*", i)) {
      const end = sql.indexOf("*/", i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else if (c === "'") {
      let value = "";
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf("'", j);
        if (k < 0) throw new Error(`unterminated string literal in: ${sql}`);
        value += sql.slice(j, k);
        if (sql[k + 1] === "'") {
          value += "'";
          j = k + 2;
        } else {
          i = k + 1;
          break;
        }
      }
      tokens.push({ kind: "string", value });
    } else if (c === '"' || c === "`" || c === "[") {
      const close = c === "[" ? "]" : c;
      const end = sql.indexOf(close, i + 1);
      i = end < 0 ? sql.length : end + 1;
      tokens.push({ kind: "word", upper: "<identifier>" });
    } else if (c === "?") {
      const digits = /^\d+/.exec(sql.slice(i + 1))?.[0] ?? "";
      const index = digits ? Number(digits) : maxIndex + 1;
      maxIndex = Math.max(maxIndex, index);
      tokens.push({ kind: "param", index });
      i += 1 + digits.length;
    } else if ((c === ":" || c === "@" || c === "$") && /[A-Za-z_]/.test(sql[i + 1] ?? "")) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))![0];
      let index = named.get(name);
      if (index === undefined) {
        index = maxIndex + 1;
        maxIndex = index;
        named.set(name, index);
      }
      tokens.push({ kind: "param", index });
      i += 1 + name.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][\w$]*/.exec(sql.slice(i))![0];
      tokens.push({ kind: "word", upper: word.toUpperCase() });
      i += word.length;
    } else if (/\d/.test(c)) {
      const number = /^[\d.]+(e[+-]?\d+)?/i.exec(sql.slice(i))![0];
      tokens.push({ kind: "word", upper: number });
      i += number.length;
    } else if (sql.startsWith("||", i)) {
      tokens.push({ kind: "punct", text: "||" });
      i += 2;
    } else {
      tokens.push({ kind: "punct", text: c });
      i += 1;
    }
  }
  return tokens;
}

/** What may follow a LIKE's right-hand side (and its ESCAPE clause). */
const FOLLOWERS = new Set([
  "AS",
  "FROM",
  "OFFSET",
  "AND",
  "OR",
  "THEN",
  "WHEN",
  "ELSE",
  "END",
  "ORDER",
  "GROUP",
  "HAVING",
  "LIMIT",
  "UNION",
  "EXCEPT",
  "INTERSECT",
  "WHERE",
  "ON",
  "RETURNING",
  ")",
  ",",
  ";",
]);

function follows(token: Token | undefined): boolean {
  if (!token) return true;
  if (token.kind === "word") return FOLLOWERS.has(token.upper);
  return token.kind === "punct" && FOLLOWERS.has(token.text);
}

/** A bound value as SQLite's LIKE reads it (text), or null for NULL. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return "x".repeat(value.byteLength);
  return String(value);
}

/**
 * One problem per broken limit: `[]` when `sql` bound with `params` is within every D1
 * limit above. Pass `params` undefined to check only what the SQL alone decides (its
 * length, its literal patterns, and that every LIKE has a form the guard reads).
 */
export function d1LimitProblems(sql: string, params?: readonly unknown[]): string[] {
  const problems: string[] = [];
  const sqlBytes = bytes(sql);
  if (sqlBytes > D1_MAX_SQL_BYTES) problems.push(`SQL statement of ${sqlBytes} bytes (D1 allows ${D1_MAX_SQL_BYTES})`);
  if (params && params.length > D1_MAX_BOUND_PARAMETERS) {
    problems.push(`${params.length} bound parameters (D1 allows ${D1_MAX_BOUND_PARAMETERS} per statement)`);
  }
  if (!/\b(LIKE|GLOB)\b/i.test(sql)) return problems;
  const tokens = tokenize(sql);
  tokens.forEach((token, at) => {
    if (token.kind !== "word" || (token.upper !== "LIKE" && token.upper !== "GLOB")) return;
    let pattern: string | null = "";
    let unbound = false;
    let j = at + 1;
    for (;;) {
      const term = tokens[j];
      if (term?.kind === "string") pattern = pattern === null ? null : pattern + term.value;
      else if (term?.kind === "param") {
        if (!params) unbound = true;
        else {
          const text = asText(params[term.index - 1]);
          pattern = pattern === null || text === null ? null : pattern + text;
        }
      } else if (term?.kind === "word" && term.upper === "NULL") pattern = null;
      else {
        problems.push(
          `${token.upper} form the D1 limits guard does not understand (right-hand side must be literals, parameters and ||): ${sql}`,
        );
        return;
      }
      j += 1;
      const next = tokens[j];
      if (next?.kind === "punct" && next.text === "||") {
        j += 1;
        continue;
      }
      break;
    }
    const escapeClause = tokens[j];
    if (escapeClause?.kind === "word" && escapeClause.upper === "ESCAPE") j += 2;
    if (!follows(tokens[j])) {
      problems.push(`${token.upper} form the D1 limits guard does not understand (unexpected text after the pattern): ${sql}`);
      return;
    }
    if (unbound || pattern === null) return;
    const size = bytes(pattern);
    if (size > D1_LIKE_PATTERN_MAX_BYTES) {
      problems.push(
        `${token.upper} pattern of ${size} bytes (D1 allows ${D1_LIKE_PATTERN_MAX_BYTES}): ${JSON.stringify(pattern)}`,
      );
    }
  });
  return problems;
}
