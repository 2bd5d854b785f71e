/**
 * The daily proof of liabilities (docs/proof-of-liabilities.md): GET /api/transparency/liabilities
 * (public: the operator's public key and the signed daily records, newest first) and
 * GET /api/liabilities/proof?date= (the signed-in investor's proof). Amounts are whole XAF
 * as JSON numbers (they are hashed as such), hashes lower-case hex, keys and signatures base64url.
 */
import { z } from "zod/mini";

/** Records per page of GET /api/transparency/liabilities. */
export const LIABILITY_RECORDS_PAGE_SIZE = 30;

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
const day = (field: string) =>
  z.string(`${field} must be a date YYYY-MM-DD`).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`),
    z.refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, `${field} must be a date that exists`),
  );

/** GET /api/liabilities/proof?date=: the Africa/Douala day; the latest published day when absent. */
export const liabilityProofQuery = z.object({ date: z.optional(day("date")) });

/** GET /api/transparency/liabilities?before=: records of days before this one (the previous page's `nextBefore`). */
export const liabilityRecordsQuery = z.object({ before: z.optional(day("before")) });

/** The six fields a record's hash covers (RFC 8785 JSON, SHA-256). */
export interface LiabilityRecordFields {
  /** The Africa/Douala day, YYYY-MM-DD. */
  date: string;
  /** The last ledger transfer the balances include. */
  asOfTransferId: number;
  /** Investors with a liability above 0: the tree's leaves before padding. */
  leafCount: number;
  /** The root's sum: everything owed to investors, whole XAF. */
  totalXaf: number;
  rootHash: string;
  /** The previous day's recordHash; null for the first record. */
  previousRecordHash: string | null;
}

/** A published record. */
export interface LiabilityRecordView extends LiabilityRecordFields {
  recordHash: string;
  /** Ed25519 over the 32 bytes of recordHash, base64url. */
  signature: string;
  /** Whether totalXaf equals the ledger's sum of all user accounts at asOfTransferId (the auditor's entry sums). */
  matchesLedger: boolean;
}

export interface LiabilityRecordsResponse {
  /** The operator's Ed25519 public key, raw 32 bytes, base64url; null when the proof is not configured. */
  publicKey: string | null;
  latest: LiabilityRecordView | null;
  /** Newest first, LIABILITY_RECORDS_PAGE_SIZE a page. */
  records: LiabilityRecordView[];
  /** The `before` of the next page; null on the last. */
  nextBefore: string | null;
}

/** One sibling on the path from a leaf to the root. */
export interface LiabilityPathStep {
  sumXaf: number;
  hash: string;
}

/**
 * What an investor's leaf is made of (docs/proof-of-liabilities.md#the-proof): each of their
 * four ledger accounts at the record's transfer id, whole XAF, read the way the leaf's balance
 * is; they sum to `balanceXaf`.
 */
export interface LiabilityBreakdown {
  /** The available balance, which can be invested or withdrawn. */
  principalXaf: number;
  /** Referral bonuses not yet moved to principal. */
  referralXaf: number;
  /** The amounts of the active investments. */
  investedXaf: number;
  /** Money in withdrawals requested and not yet paid. */
  withdrawalHoldXaf: number;
}

export interface LiabilityProofResponse {
  date: string;
  /** The investor's liability at the record's transfer id, whole XAF. */
  balanceXaf: number;
  /** The same balance by account: principal + referral + invested + withdrawal hold = `balanceXaf`. */
  breakdown: LiabilityBreakdown;
  /** The leaf's salt, 32 bytes hex. */
  salt: string;
  /** The leaf's position in hash order; bit k set: the sibling at level k is on the left. */
  leafIndex: number;
  /** The siblings from the leaf up to the root. */
  path: LiabilityPathStep[];
  record: LiabilityRecordView;
}
