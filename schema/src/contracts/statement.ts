/**
 * GET /api/user/statement (docs/product-rules.md#statements): every entry on each of the investor's
 * ledger accounts, oldest first, with that account's running balance, in whole XAF.
 * The CSV twin is GET /api/user/statement.csv?lang=en|fr.
 */
import type { TransferKind, UserAccountKind } from "../db/ledger";
import type { DepositVerificationView, TransferLinksView, WithdrawalView } from "./dashboard";

export interface StatementEntry {
  /** ISO 8601 UTC instant. */
  at: string;
  account: UserAccountKind;
  /** The ledger transfer kind. */
  kind: TransferKind;
  links: TransferLinksView;
  memo: string | null;
  debitXaf: number;
  creditXaf: number;
  balanceXaf: number;
}

/**
 * GET /api/user/statement: the ledger entries, and every deposit verification and
 * withdrawal request with its state and the admin's note, newest first
 * (docs/product-rules.md#money-status, MST-1). Requests that moved no money yet (pending
 * or rejected verifications) are not ledger entries, hence their own lists.
 */
export interface StatementResponse {
  entries: StatementEntry[];
  depositVerifications: DepositVerificationView[];
  withdrawals: WithdrawalView[];
}
