/**
 * GET /api/user/data-export (docs/product-rules.md#data-rights, DATA-1..DATA-3): everything we
 * hold on the signed-in investor. The first page (no `section`) has the profile, numbers,
 * tier fields, balances, the session we know of and the first page of each list; a list with
 * more rows gives `next`, a path the client follows (`?section=<list>&cursor=<id>`) until it
 * is null. `?format=csv` answers the statement CSV (STM-1) instead.
 */
import { z } from "zod/mini";

/** Rows of one list per page (DATA-2): each page is bounded work, whatever the account's size. */
export const DATA_EXPORT_PAGE_SIZE = 200;

/** The lists that come a page at a time, newest first. */
export const DATA_EXPORT_SECTIONS = [
  "transfers",
  "depositVerifications",
  "withdrawalRequests",
  "payments",
  "investments",
  "notifications",
  "identityChecks",
] as const;
export type DataExportSection = (typeof DATA_EXPORT_SECTIONS)[number];

/** A cursor: the last id of the previous page (digits, within a safe integer). */
const cursor = z
  .string("cursor must be the cursor of a previous page")
  .check(z.regex(/^[1-9][0-9]{0,15}$/, "cursor must be the cursor of a previous page"));

export const dataExportQuery = z.object({
  format: z.optional(z.enum(["json", "csv"], "format must be json or csv")),
  lang: z.optional(z.enum(["en", "fr"], "lang must be en or fr")),
  section: z.optional(z.enum(DATA_EXPORT_SECTIONS, `section must be one of ${DATA_EXPORT_SECTIONS.join(", ")}`)),
  cursor: z.optional(cursor),
});
export type DataExportQuery = z.infer<typeof dataExportQuery>;

/** One page of a list: its rows as stored (snake_case columns), and the path of the next page or null. */
export interface DataExportList {
  items: Record<string, unknown>[];
  next: string | null;
}

/** The first page of the export. Amounts are whole XAF integers, times ISO 8601 UTC. */
export interface DataExport {
  format: "lionart-data-export/1";
  exportedAt: string;
  profile: Record<string, unknown>;
  /** Each ledger account of the investor with its balance. */
  accounts: { id: string; kind: string; balance_xaf: number }[];
  payoutNumbers: Record<string, unknown>[];
  /** Tier fields: when the identity was verified (tier 2), and the verified numbers above (tier 1). */
  tier: { identityVerifiedAt: string | null; verifiedNumbers: number };
  /**
   * Sessions: this session's start; other sessions live in KV by the hash of their id, not by
   * investor, so they are not listed (DATA-1). `sessionEpoch` counts how often every session was ended.
   */
  sessions: { current: { createdAt: string }; sessionEpoch: number };
  /** Failed sign-ins on the phone within the last day (AUTH-13 forgets older ones). */
  signInFailures: { at: string }[];
  pushSubscriptions: Record<string, unknown>[];
  /** The statement as CSV: the path to download it. */
  statementCsv: string;
  lists: Record<DataExportSection, DataExportList>;
}

/** A later page of one list (`?section=`). */
export interface DataExportPage extends DataExportList {
  section: DataExportSection;
}
