/**
 * Benchmarks and local seeding only: SQL text that opens accounts and posts transfers for
 * many users at once, set-based (`INSERT ... SELECT` over a recursive series or a table),
 * so a bench can seed 100,000 users and 1,000,000 transfers in seconds. The app never
 * calls it: it posts every transfer through `transfers/`, one kind per function
 * (docs/product-rules.md#transfer-kinds). It lives in the ledger module so that
 * `ledger_transfers` keeps one writer, account ids one builder (`accounts.ts`,
 * docs/product-rules.md#ledger-accounts) and links their typed columns
 * (docs/product-rules.md#transfer-links). The bench scripts bundle it with esbuild
 * (bench/accrual.mjs, bench/admin-lists.mjs).
 *
 * Every function returns SQL text, one statement each, without a trailing `;`. The text
 * is built from numbers and SQL expressions the caller writes, never from user input.
 */
import { USER_ACCOUNT_KINDS } from "@app/schema/db/ledger";
import { userAccountSql } from "./accounts";
import { REMAINING_RETURN_SQL, UNCOVERED_INVESTMENTS_SQL } from "./transfers/commitments";

/**
 * A `WITH RECURSIVE s(i)` clause over `from .. from + count - 1`: the rows are generated
 * inside SQLite, not shipped as text. Prefix an `INSERT ... SELECT ... FROM s` with it.
 */
export function seriesSql(count: number, from = 1): string {
  const lo = Math.trunc(from);
  const hi = lo + Math.trunc(count) - 1;
  return `WITH RECURSIVE s(i) AS (SELECT ${lo} UNION ALL SELECT i + 1 FROM s WHERE i < ${hi})`;
}

/**
 * Opens the four accounts of every user in `users` that has none yet, at zero
 * (the bulk form of `openUserAccounts`); one statement per account kind.
 */
export function bulkOpenUserAccountsSql(): string[] {
  return USER_ACCOUNT_KINDS.map(
    (kind) =>
      `INSERT INTO ledger_accounts (id, user_id, kind, may_go_negative, balance_xaf)
       SELECT ${userAccountSql("u.id", kind)}, u.id, '${kind}', 0, 0 FROM users u
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = ${userAccountSql("u.id", kind)})`,
  );
}

/**
 * `count` deposits numbered `from ..`: for each `i` of the series, cash -> the principal of
 * user `userIdSql`, `amountXafSql` XAF (whole XAF, > 0). The expressions are SQL over `i`
 * (`i % 1000 + 1`). `cashSql` names the cash account (`'cash:mtn'` or an expression giving
 * `cash:mtn` / `cash:orange`); `depositVerificationIdSql`, when given, links the
 * verification each deposit credits (NULL for none); `whereSql`, a condition over `i`, leaves
 * out the numbers it is false for. Keys are `seed_deposit:<i>`, so two calls must not overlap
 * their ranges.
 */
export function bulkDepositTransfersSql(d: {
  count: number;
  from?: number;
  userIdSql: string;
  amountXafSql: string;
  cashSql?: string;
  depositVerificationIdSql?: string;
  whereSql?: string;
}): string {
  return `${seriesSql(d.count, d.from)}
    INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, deposit_verification_id)
    SELECT 'seed_deposit:' || i, ${d.cashSql ?? "'cash:mtn'"}, ${userAccountSql("user_id", "principal")}, amount_xaf, 'deposit', user_id, verification_id
      FROM (SELECT i, ${d.userIdSql} AS user_id, ${d.amountXafSql} AS amount_xaf, ${d.depositVerificationIdSql ?? "NULL"} AS verification_id FROM s WHERE ${d.whereSql ?? "1"})`;
}

/**
 * The investment transfer (principal -> invested, key `investment:<id>`, linked, memo the
 * card's name, as `investmentTransfer` posts it) of every row of `investments` that has
 * none yet. The users' principals must cover the amounts, or the whole statement aborts.
 */
export function bulkInvestmentTransfersSql(): string {
  return `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
    SELECT 'investment:' || i.id, ${userAccountSql("i.user_id", "principal")}, ${userAccountSql("i.user_id", "invested")}, i.amount_xaf,
           'investment', i.user_id, i.id, i.card_name
      FROM investments i
     WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'investment:' || i.id)`;
}

/**
 * return_commitment (reserve -> committed returns, key `commitment:<id>`, as a purchase posts
 * it, docs/product-rules.md#reserve, RES-4) of what is left of every investment's target
 * return that has none yet, then its `committed_xaf`: two statements. The reserve must cover
 * them all, or the first aborts.
 */
export function bulkCommitmentTransfersSql(): string[] {
  return [
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, investment_id, memo)
    SELECT 'commitment:' || id, 'returns_reserve', 'returns_committed', ${REMAINING_RETURN_SQL}, 'return_commitment', id, card_name
      FROM ${UNCOVERED_INVESTMENTS_SQL}`,
    `UPDATE investments SET committed_xaf = total_earned_xaf + ${REMAINING_RETURN_SQL}
      WHERE id IN (SELECT id FROM ${UNCOVERED_INVESTMENTS_SQL})`,
  ];
}

/**
 * reserve_funding: operator capital -> returns reserve, `amountXaf` whole XAF (> 0), key
 * `seed_reserve_funding:<key>`; as `reserveFundingTransfer` posts it
 * (docs/product-rules.md#reserve).
 */
export function seedReserveFundingSql(amountXaf: number, key = "1"): string {
  if (!Number.isSafeInteger(amountXaf) || amountXaf <= 0) throw new RangeError("a transfer moves a whole XAF amount > 0");
  if (!/^[\w-]+$/.test(key)) throw new RangeError("the key is letters, digits, _ and - only");
  return `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, memo)
    VALUES ('seed_reserve_funding:${key}', 'operator_capital', 'returns_reserve', ${amountXaf}, 'reserve_funding', 'seed')`;
}
