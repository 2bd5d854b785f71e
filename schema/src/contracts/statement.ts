/**
 * GET /api/user/statement (decisions.md section 1): every entry on each of the investor's
 * ledger accounts, oldest first, with that account's running balance, in whole XAF.
 * The CSV twin is GET /api/user/statement.csv?lang=en|fr.
 */
import type { UserAccountKind } from "../db/ledger";

export interface StatementEntry {
  /** ISO 8601 UTC instant. */
  at: string;
  account: UserAccountKind;
  /** The ledger transfer kind. */
  kind: string;
  reference: string | null;
  memo: string | null;
  debitXaf: number;
  creditXaf: number;
  balanceXaf: number;
}
