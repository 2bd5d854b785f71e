/**
 * An investor account as the staff read it (docs/product-rules.md#admin-panel): the view the
 * staff's pages show, and the live (not erased) user an action is about. Raises `not_found`
 * (404) for an unknown or erased user.
 */
import type { AdminUserView } from "@app/schema/contracts/admin";
import { ApiError } from "../../lib/api-error";
import { USER_SELECT, toAuthUser, type UserRow } from "./accounts";

/** A user as the staff's pages show them. */
export function toAdminUserView(u: UserRow): AdminUserView {
  return { ...toAuthUser(u), referredByUserId: u.referred_by_user_id };
}

/** Live (not erased) user `id`. Raises `not_found` (404). */
export async function getUser(db: D1Database, id: number): Promise<UserRow> {
  const user = await db.prepare(`${USER_SELECT} WHERE u.id = ? AND u.deleted_at IS NULL`).bind(id).first<UserRow>();
  if (!user) throw new ApiError("not_found", "User not found.");
  return user;
}
