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
import { balanceChanged, balancesGuard } from "./balance-adjustments";
import { getUser, toAdminUserView } from "./staff-view";

/**
 * Edits a user's details (docs/product-rules.md#corrections). The profile fields change at
 * once. A balance whose target differs from the balance the admin saw (`expected...`) is
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
      db
        .prepare(
          `UPDATE users SET full_name = ?1, phone = ?2, mobile_money_service = ?3, is_active = ?4,
                  session_epoch = session_epoch + CASE WHEN ?4 = 0 AND is_active = 1 THEN 1 ELSE 0 END
            WHERE id = ?5 AND deleted_at IS NULL`,
        )
        .bind(input.fullName, input.phone, input.mobileMoneyService, input.isActive ? 1 : 0, userId),
      ...proposal,
    ]);
    const approvalId = proposal.length ? proposedId(results[3]) : null;
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
