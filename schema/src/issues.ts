/**
 * Field issues: why one field of a request was refused, as a code with its parameters
 * (`{ field: "amount", code: "too_small", minimum: 3500, origin: "number" }`), so each
 * client renders its own Lingui message in the reader's language and re-renders it when
 * the language changes. `message` is an English sentence for logs and other clients; our
 * SPAs never show it.
 *
 * The same converter serves the Worker (400 bodies) and the SPAs (client-side checks
 * with the same zod contracts), so a field error reads the same wherever it was found.
 */
import type { ErrorCode } from "./errors";

/** Generic reasons, derived from the contract's zod checks. */
export const GENERIC_ISSUE_CODES = [
  "required",
  "invalid_type",
  "not_integer",
  "too_small",
  "too_big",
  "not_multiple_of",
  "invalid_format",
  "invalid_value",
  "mismatch",
] as const;
export type GenericIssueCode = (typeof GENERIC_ISSUE_CODES)[number];

/** A generic reason, or an API error code that belongs to one field (`phone_taken` on `phone`). */
export type IssueCode = GenericIssueCode | ErrorCode;

export interface FieldIssue {
  /** Dotted path of the field ("amount", "mtnSteps.0.key"); the request part ("json", "param", "query") for the whole of it. */
  field: string;
  code: IssueCode;
  /** English, for logs and other clients. */
  message: string;
  /** too_small: the least accepted value (origin number) or length (string, array). */
  minimum?: number;
  /** too_big: the greatest accepted value or length. */
  maximum?: number;
  /** What minimum and maximum measure. */
  origin?: "number" | "string" | "array";
  /** not_multiple_of: the step. */
  divisor?: number;
  /** invalid_value: the accepted values. */
  values?: (string | number | boolean)[];
  /** tier_limit: the limit reached (docs/product-rules.md#limits-by-tier, KYC-7); `maximum` is then what it still allows, XAF. */
  limit?: "deposit_day" | "deposit_30d" | "withdraw_day" | "withdraw_30d" | "hold";
  /** tier_limit: the investor's tier, 0 to 2. */
  tier?: 0 | 1 | 2;
}

/** The part of a zod (v4, classic or mini) issue that we read. */
interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  divisor?: number | bigint;
  values?: unknown[];
  params?: Record<string, unknown>;
}

const ORIGINS = new Set(["number", "string", "array"]);

function origin(i: ZodIssueLike): FieldIssue["origin"] {
  return ORIGINS.has(i.origin ?? "") ? (i.origin as FieldIssue["origin"]) : undefined;
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

/** The value at `path` inside `root` (zod reports an issue's input only when asked to). */
function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const count = (n: number) => n.toLocaleString("en-US");
const UNITS = { string: " characters", array: " items" } as const;

/**
 * A range or type message says what is wrong ("must be at most 10,000,000"). A contract's
 * own sentence is kept unless it is zod's generic text or a schema-wide "... is required",
 * which zod also attaches to range checks (docs/product-rules.md#field-issues, ERR-2).
 */
function say(contract: string, generated: string): string {
  return contract === "Invalid input" || /\brequired\b/i.test(contract) ? generated : contract;
}

/** The spec's own "... is required" for a text under its minimum length stays (ERR-3). */
function sayTooShort(i: ZodIssueLike, generated: string): string {
  return i.origin === "string" && i.message !== "Invalid input" ? i.message : say(i.message, generated);
}

/**
 * One zod issue as a field issue; `target` names the request part for issues without a
 * path, `root` is the value that was checked (to tell a missing value from a wrong one).
 */
export function toFieldIssue(i: ZodIssueLike, target = "json", root?: unknown): FieldIssue {
  const field = i.path.length ? i.path.map(String).join(".") : target;
  const base = { field, message: i.message };
  const unit = UNITS[origin(i) as keyof typeof UNITS] ?? "";
  switch (i.code) {
    case "invalid_type":
      if (isBlank("input" in i ? i.input : valueAt(root, i.path))) return { ...base, code: "required" };
      if (i.expected === "int") return { ...base, code: "not_integer", message: say(i.message, "must be a whole number") };
      return { ...base, code: "invalid_type", message: say(i.message, `must be a ${i.expected ?? "valid value"}`) };
    case "too_small":
      if (i.origin === "string" && Number(i.minimum) === 1) return { ...base, code: "required" };
      return {
        ...base,
        message: sayTooShort(i, `must be at least ${count(Number(i.minimum))}${unit}`),
        code: "too_small",
        minimum: Number(i.minimum),
        origin: origin(i),
      };
    case "too_big":
      return {
        ...base,
        message: say(i.message, `must be at most ${count(Number(i.maximum))}${unit}`),
        code: "too_big",
        maximum: Number(i.maximum),
        origin: origin(i),
      };
    case "not_multiple_of":
      return {
        ...base,
        message: say(i.message, `must be a multiple of ${count(Number(i.divisor))}`),
        code: "not_multiple_of",
        divisor: Number(i.divisor),
      };
    case "invalid_format":
      return { ...base, code: "invalid_format" };
    case "invalid_value":
      return {
        ...base,
        code: "invalid_value",
        values: (i.values ?? []).filter((v): v is string | number | boolean =>
          ["string", "number", "boolean"].includes(typeof v),
        ),
      };
    case "custom": {
      // A refinement may name its code: `{ params: { code: "passwords_mismatch" } }`.
      const code = i.params?.code;
      return { ...base, code: typeof code === "string" ? (code as IssueCode) : "invalid_value" };
    }
    default:
      return { ...base, code: "invalid_value" };
  }
}

/** Every issue of a failed zod parse of `root`, in order, one per field (the first reason wins). */
export function toFieldIssues(issues: readonly ZodIssueLike[], target = "json", root?: unknown): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const i of issues) {
    const issue = toFieldIssue(i, target, root);
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    out.push(issue);
  }
  return out;
}
