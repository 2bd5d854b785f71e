/**
 * The investor's data export (docs/product-rules.md#data-rights, DATA-1, DATA-2): what we hold
 * on one investor, read by their own id only, in one D1 batch per page. Each list comes
 * `DATA_EXPORT_PAGE_SIZE` rows at a time, newest first, with the path of the next page, so a
 * page's work never grows with the account's history nor with the number of investors.
 * Columns naming staff (`decided_by`, `admin_id`) or another investor (`referred_user_id`) are
 * left out (SW-3), and so are the identity images and their storage keys. Raises nothing of its own: the route validates `section` and `cursor`.
 */
import {
  DATA_EXPORT_PAGE_SIZE,
  DATA_EXPORT_SECTIONS,
  type DataExport,
  type DataExportList,
  type DataExportPage,
  type DataExportSection,
} from "@app/schema/contracts/data-export";
import type { UserRow } from "../users/accounts";

/** Per list: its table, key column and the columns the investor receives. */
const LISTS: Record<DataExportSection, { table: string; key: string; columns: string }> = {
  transfers: {
    table: "ledger_transfers",
    key: "id",
    columns: `id, created_at, kind, amount_xaf, debit_account_id, credit_account_id, memo, idempotency_key,
              withdrawal_request_id, deposit_verification_id, investment_id, payment_id, corrects_transfer_id`,
  },
  depositVerifications: {
    table: "deposit_verifications",
    key: "id",
    columns:
      "id, created_at, deposit_name, user_name, transaction_id, amount_xaf, payment_method, status, admin_notes, decided_at",
  },
  withdrawalRequests: {
    table: "withdrawal_requests",
    key: "id",
    columns: `id, created_at, amount_xaf, fee_xaf, account_name, account_number, payment_method, registered_phone, status,
              admin_notes, decided_at`,
  },
  payments: {
    table: "payments",
    key: "seq",
    columns: `seq, id, reference, provider, direction, withdrawal_request_id, amount_xaf, payment_method, phone, status,
              failure_code, operator_reference, created_at, updated_at`,
  },
  // Each investment's days as the daily run settled them (STM-4): how many were settled, paid,
  // paused by reason, posted to the principal and settled before migration 0041 (those have
  // `daily_return` transfers), and its pause spans; the statement CSV has one line per paid day.
  investments: {
    table: "investments",
    key: "id",
    columns: `id, created_at, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, accrued_days,
              paid_days, paused_suspended_days, paused_low_balance_days, posted_days, legacy_days,
              total_earned_xaf, is_active, matured_at,
              (SELECT json_group_array(json_object('first_day', p.first_day, 'last_day', p.last_day, 'reason', p.reason))
                 FROM (SELECT * FROM accrual_pauses WHERE investment_id = investments.id ORDER BY first_day) p) AS pause_spans`,
  },
  notifications: { table: "notifications", key: "id", columns: "id, created_at, code, params, read_at" },
  // The identity documents' fields and the files' types, sizes and hashes; never the images
  // themselves nor the R2 keys (issue 35 section 5; docs/product-rules.md#identity).
  identityChecks: {
    table: "identity_checks",
    key: "id",
    columns: `id, submitted_at, full_legal_name, date_of_birth, document_type, document_number, document_content_type,
              document_size_bytes, document_sha256, selfie_content_type, selfie_size_bytes, selfie_sha256, status, reason,
              decided_at`,
  },
};

const PROFILE_COLUMNS = `id, full_name, phone, mobile_money_service, referral_code, referred_by_user_id, is_active,
  must_change_password, password_reset_at, phone_set_by_staff_at, identity_verified_at, first_invested_at, created_at`;

/** One page of `section` for `userId`, keys below `before` (none: the newest); one row more tells whether a next page exists. */
function listStatement(db: D1Database, section: DataExportSection, userId: number, before: number | null): D1PreparedStatement {
  const { table, key, columns } = LISTS[section];
  return db
    .prepare(`SELECT ${columns} FROM ${table} WHERE user_id = ?1 AND (?2 IS NULL OR ${key} < ?2) ORDER BY ${key} DESC LIMIT ?3`)
    .bind(userId, before, DATA_EXPORT_PAGE_SIZE + 1);
}

/** An investment's pause spans arrive as JSON text from SQLite: the export gives them as a list. */
function parseJsonColumns(row: Record<string, unknown>): Record<string, unknown> {
  return typeof row.pause_spans === "string" ? { ...row, pause_spans: JSON.parse(row.pause_spans) } : row;
}

/** The page's rows and the path of the next page (null on the last). */
function toList(section: DataExportSection, rows: Record<string, unknown>[]): DataExportList {
  const items = rows.slice(0, DATA_EXPORT_PAGE_SIZE).map(parseJsonColumns);
  const last = items.at(-1);
  const next =
    rows.length > DATA_EXPORT_PAGE_SIZE && last
      ? `/api/user/data-export?section=${section}&cursor=${last[LISTS[section].key] as number}`
      : null;
  return { items, next };
}

/**
 * The first page of the export for the signed-in `user` (DATA-1): profile, ledger balances,
 * numbers, tier fields, the current session, the last day's failed sign-ins, push
 * subscriptions, and the first page of every list. `sessionCreatedAt` is the session's start (ms).
 */
export async function dataExportFirstPage(db: D1Database, user: UserRow, sessionCreatedAt: number): Promise<DataExport> {
  const id = user.id;
  const [profile, accounts, numbers, failures, push, ...lists] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = ?`).bind(id),
    db.prepare("SELECT id, kind, balance_xaf FROM ledger_accounts WHERE user_id = ? ORDER BY id").bind(id),
    db
      .prepare(
        `SELECT number, service, source, payment_id, verified_at, usable_from, released_at
           FROM payout_numbers WHERE user_id = ? ORDER BY id LIMIT ?`,
      )
      .bind(id, DATA_EXPORT_PAGE_SIZE),
    db
      .prepare("SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?")
      .bind(`phone:${user.phone}`, Date.now() - 86_400_000, DATA_EXPORT_PAGE_SIZE),
    db
      .prepare("SELECT endpoint, locale, created_at FROM push_subscriptions WHERE user_id = ? ORDER BY id LIMIT ?")
      .bind(id, DATA_EXPORT_PAGE_SIZE),
    ...DATA_EXPORT_SECTIONS.map((section) => listStatement(db, section, id, null)),
  ]);
  const verifiedNumbers = numbers!.results.filter((n) => n.released_at === null).length;
  return {
    format: "lionart-data-export/1",
    exportedAt: new Date().toISOString(),
    profile: profile!.results[0] ?? {},
    accounts: accounts!.results as DataExport["accounts"],
    payoutNumbers: numbers!.results,
    tier: { identityVerifiedAt: user.identity_verified_at, verifiedNumbers },
    sessions: { current: { createdAt: new Date(sessionCreatedAt).toISOString() }, sessionEpoch: user.session_epoch },
    signInFailures: failures!.results.map((f) => ({ at: new Date(f.at as number).toISOString() })),
    pushSubscriptions: push!.results,
    statementCsv: "/api/user/data-export?format=csv",
    lists: Object.fromEntries(
      DATA_EXPORT_SECTIONS.map((section, i) => [section, toList(section, lists[i]!.results)]),
    ) as DataExport["lists"],
  };
}

/** A later page of one list for `userId` (DATA-2): rows with keys below `cursor`. */
export async function dataExportPage(
  db: D1Database,
  userId: number,
  section: DataExportSection,
  cursor: number | null,
): Promise<DataExportPage> {
  const { results } = await listStatement(db, section, userId, cursor).all<Record<string, unknown>>();
  return { section, ...toList(section, results) };
}
