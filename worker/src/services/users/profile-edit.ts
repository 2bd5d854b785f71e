/**
 * Staff editing an investor's details (docs/product-rules.md#corrections, #approvals, APR-1,
 * APR-8): the name and status change at once; a balance change or a change of the payout
 * phone becomes a proposal for a second admin, in the same batch, all guarded on the
 * balances the admin saw. Raises `balance_changed`, `phone_taken`, `decide_first` (409),
 * `not_found` (404).
 */
import type { AdminUserView, UserUpdateInput } from "@app/schema/contracts/admin";
import type { ProposalAccepted } from "@app/schema/contracts/approvals";
import { decimalStringToXaf } from "@app/schema/money";
import { ApiError, invalidField } from "../../lib/api-error";
import { isBatchAborted } from "../../lib/db";
import { postAtomically } from "../../ledger/ledger";
import type { AdminRow } from "../admins/accounts";
import { userEditAuditStatement } from "../admins/audit-log";
import { proposalStatements, proposedId } from "../approvals/proposals";
import { balanceChanged, balancesGuard } from "./balance-adjustments";
import { phoneChangeProposal, phoneTaken } from "./phone-change";
import { getUser, toAdminUserView } from "./staff-view";

/**
 * Edits a user's details (docs/product-rules.md#corrections). The name and status change at
 * once. A change of the phone or the mobile-money service (what a payout depends on) is
 * never applied here: it becomes a proposal that a second admin approves (APR-8,
 * phone-change.ts), which then ends the investor's sessions, tells them and marks the
 * number as set by staff. A balance whose target differs from the balance the admin saw
 * (`expected...`) is never moved here either: the change becomes a proposal
 * (docs/product-rules.md#approvals, APR-1). Proposals are recorded in the same batch as
 * the edit, and the answer lists them (`proposals`). The edit is written only if the live
 * balances still equal what the admin saw: that guard is SQL inside the same batch, so a
 * deposit, return or withdrawal landing meanwhile aborts the whole edit (no profile change,
 * no audit row, no proposal) with 409 `balance_changed`. A request whose targets equal what
 * the admin saw proposes nothing, whatever the live balances do.
 * Raises `balance_changed` (409), `phone_taken` (409, a number another account holds),
 * `not_found` (404); the reason rule is checked by `userUpdateInput`.
 */
export async function updateUser(
  db: D1Database,
  admin: AdminRow,
  userId: number,
  input: UserUpdateInput,
): Promise<{ user: AdminUserView; proposals: ProposalAccepted[] }> {
  const current = await getUser(db, userId);
  const moves = (
    [
      ["principal", input.principalBalance, input.expectedPrincipalBalance],
      ["referral", input.referralBalance, input.expectedReferralBalance],
    ] as const
  ).flatMap(([account, target, expected]) => {
    if (target === undefined || expected === undefined) return [];
    const toXaf = decimalStringToXaf(target);
    const fromXaf = decimalStringToXaf(expected);
    return toXaf === fromXaf ? [] : [{ account, fromXaf, toXaf }];
  });
  if (moves.length > 0 && !input.reason) throw invalidField("reason", "A reason is required to change a balance", "required");
  const proposal = moves.length
    ? proposalStatements(db, admin, {
        payload: { kind: "balance_adjustment", userId, fullName: input.fullName, reason: input.reason ?? "", moves },
        targetId: userId,
        amountXaf: Math.max(...moves.map((m) => Math.abs(m.toXaf - m.fromXaf))),
        summary: `Adjust ${moves.map((m) => `${m.account} ${m.fromXaf} -> ${m.toXaf} XAF`).join(", ")} of user #${userId}`,
        reason: input.reason ?? null,
      })
    : [];
  const phoneChange =
    input.phone !== current.phone || input.mobileMoneyService !== current.mobile_money_service
      ? phoneChangeProposal(
          db,
          admin,
          {
            userId,
            fullName: input.fullName,
            fromPhone: current.phone,
            toPhone: input.phone,
            fromService: current.mobile_money_service,
            toService: input.mobileMoneyService,
          },
          input.reason ?? null,
        )
      : [];
  if (phoneChange.length && input.phone !== current.phone) await refuseTakenPhone(db, userId, input.phone);
  try {
    const results = await postAtomically(db, [
      balancesGuard(db, userId, moves),
      userEditAuditStatement(
        db,
        admin,
        userId,
        {
          fullName: input.fullName,
          // The payout details change only when a second admin approves (audited then).
          phone: current.phone,
          mobileMoneyService: current.mobile_money_service,
          isActive: input.isActive,
        },
        input.reason,
      ),
      db
        .prepare(
          `UPDATE users SET full_name = ?1, is_active = ?2,
                  session_epoch = session_epoch + CASE WHEN ?2 = 0 AND is_active = 1 THEN 1 ELSE 0 END
            WHERE id = ?3 AND deleted_at IS NULL`,
        )
        .bind(input.fullName, input.isActive ? 1 : 0, userId),
      ...proposal,
      ...(phoneChange.length ? [openPhoneChangeGuard(db, userId), ...phoneChange] : []),
    ]);
    // Each proposal is two statements (its row, its audit row), after the guard, audit and update.
    const ids = [
      proposal.length ? proposedId(results[3]) : null,
      phoneChange.length ? proposedId(results[4 + proposal.length]) : null,
    ];
    return {
      user: toAdminUserView(await getUser(db, userId)),
      proposals: ids.flatMap((approvalId) => (approvalId === null ? [] : [{ approvalId, status: "proposed" as const }])),
    };
  } catch (err) {
    if (isBatchAborted(err)) {
      await getUser(db, userId); // erased meanwhile: 404
      if (phoneChange.length && (await hasOpenPhoneChange(db, userId))) throw phoneChangeOpen();
      throw balanceChanged();
    }
    throw err;
  }
}

/** Refuses (409 `phone_taken`) a number another live account is registered with. */
async function refuseTakenPhone(db: D1Database, userId: number, phone: string): Promise<void> {
  const other = await db
    .prepare("SELECT id FROM users WHERE phone = ? AND id <> ? AND deleted_at IS NULL")
    .bind(phone, userId)
    .first();
  if (other) throw phoneTaken();
}

const OPEN_PHONE_CHANGE = "SELECT 1 FROM approvals WHERE kind = 'phone_change' AND target_id = ? AND status = 'proposed'";

/** Aborts the batch while a change of this user's payout details already waits for approval. */
function openPhoneChangeGuard(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(`INSERT INTO batch_aborts (code) SELECT 'decide_first' WHERE EXISTS (${OPEN_PHONE_CHANGE})`).bind(userId);
}

async function hasOpenPhoneChange(db: D1Database, userId: number): Promise<boolean> {
  return (await db.prepare(OPEN_PHONE_CHANGE).bind(userId).first()) !== null;
}

/** 409 `decide_first`: a change of this user's payout details already waits for a second admin. */
function phoneChangeOpen(): ApiError {
  return new ApiError(
    "decide_first",
    "A change of this user's phone or mobile money service already waits for a second admin: approve or reject it first.",
    [{ field: "phone", code: "decide_first", message: "A change of this phone already waits for a second admin's approval." }],
  );
}
