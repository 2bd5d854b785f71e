/**
 * Staff editing an investor's details (docs/product-rules.md#corrections, #approvals, APR-1):
 * the profile changes at once; a balance change becomes a proposal for a second admin, in
 * the same batch, both guarded on the balances the admin saw. Raises `balance_changed`,
 * `phone_taken` (409), `not_found` (404).
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
import { personalNotificationStatement } from "../notifications/personal-notifications";
import { balanceChanged, balancesGuard } from "./balance-adjustments";
import { getUser, toAdminUserView } from "./staff-view";

/** SQL over `users` in an UPDATE binding the new phone as ?2 and service as ?3: the details a payout depends on change. */
const PAYOUT_DETAILS_CHANGE = "(phone IS NOT ?2 OR mobile_money_service IS NOT ?3)";

/**
 * Edits a user's details (docs/product-rules.md#corrections). The profile fields change at
 * once. A change of the phone or the mobile-money service (what a payout depends on) ends
 * the investor's sessions, tells them (`phone_changed`), and marks the number as set by
 * staff: a payout to it then needs a second admin (APR-3). A balance whose target differs from the balance the admin saw (`expected...`) is
 * never moved here: the change becomes a proposal that a second admin approves
 * (docs/product-rules.md#approvals, APR-1), recorded in the same batch, and the answer
 * carries its `approvalId`. Both are written only if the live balances still equal what
 * the admin saw: that guard is SQL inside the same batch, so a deposit, return or
 * withdrawal landing meanwhile aborts the whole edit (no profile change, no audit row, no
 * proposal) with 409 `balance_changed`. A request whose targets equal what the admin saw
 * proposes nothing, whatever the live balances do.
 * Raises `balance_changed` (409), `phone_taken` (409), `not_found` (404); the reason rule
 * is checked by `userUpdateInput`.
 */
export async function updateUser(
  db: D1Database,
  admin: AdminRow,
  userId: number,
  input: UserUpdateInput,
): Promise<{ user: AdminUserView; proposal: ProposalAccepted | null }> {
  await getUser(db, userId);
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
  try {
    const results = await postAtomically(db, [
      balancesGuard(db, userId, moves),
      userEditAuditStatement(
        db,
        admin,
        userId,
        {
          fullName: input.fullName,
          phone: input.phone,
          mobileMoneyService: input.mobileMoneyService,
          isActive: input.isActive,
        },
        input.reason,
      ),
      // Told before the change, while the old phone is still there to compare with.
      personalNotificationStatement(
        db,
        { userId, code: "phone_changed", params: {}, eventKey: `phone_changed:${userId}:${crypto.randomUUID()}` },
        {
          sql: "EXISTS (SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL AND (phone IS NOT ? OR mobile_money_service IS NOT ?))",
          params: [userId, input.phone, input.mobileMoneyService],
        },
      ),
      db
        .prepare(
          `UPDATE users SET full_name = ?1, phone = ?2, mobile_money_service = ?3, is_active = ?4,
                  phone_set_by_staff_at = CASE WHEN ${PAYOUT_DETAILS_CHANGE} THEN strftime('%Y-%m-%dT%H:%M:%fZ','now')
                                               ELSE phone_set_by_staff_at END,
                  session_epoch = session_epoch + CASE WHEN (?4 = 0 AND is_active = 1) OR ${PAYOUT_DETAILS_CHANGE} THEN 1 ELSE 0 END
            WHERE id = ?5 AND deleted_at IS NULL`,
        )
        .bind(input.fullName, input.phone, input.mobileMoneyService, input.isActive ? 1 : 0, userId),
      ...proposal,
    ]);
    const approvalId = proposal.length ? proposedId(results[4]) : null;
    return {
      user: toAdminUserView(await getUser(db, userId)),
      proposal: approvalId === null ? null : { approvalId, status: "proposed" },
    };
  } catch (err) {
    if (isBatchAborted(err)) {
      await getUser(db, userId); // erased meanwhile: 404
      throw balanceChanged();
    }
    if (err instanceof Error && /UNIQUE constraint failed: users\.phone/.test(err.message)) {
      throw new ApiError("phone_taken", "Another account uses this phone number.", [
        { field: "phone", code: "phone_taken", message: "Another account uses this phone number." },
      ]);
    }
    throw err;
  }
}
