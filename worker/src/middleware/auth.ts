/**
 * Session guards (spec section 6; decisions.md section 3). `requireUser` and
 * `requireAdmin` answer 401 unless the session cookie of their kind is live, checked in
 * D1 on every request; an investor session never opens an admin route, nor the reverse.
 * Object-level authorization is by construction: user routes act only on `c.var.user`.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { ApiError } from "../lib/api-error";
import { endSession, readSession } from "../services/sessions";
import { findUserForSession } from "../services/users";
import { findAdminForSession } from "../services/admins";

/** The live investor behind the session cookie, or 401; a temporary-password session passes. */
async function loadUser(c: Context<AppBindings>): Promise<void> {
  const session = await readSession(c, "user");
  const user = session && (await findUserForSession(c.env.DB, session.sub, session.epoch, session.idHash));
  if (!session) throw new ApiError("not_signed_in", "Please sign in.");
  if (!user) {
    // A genuine session that suspension, a reset, erasure or a password change ended:
    // say so, and clear the cookie (docs/product-rules.md#money-status, MST-5).
    await endSession(c, "user", undefined);
    throw new ApiError("session_ended", "Your session has ended. Please sign in again.");
  }
  c.set("userSession", session);
  c.set("user", user);
}

/**
 * Every investor route: a live session whose password is not temporary. A session opened
 * with an admin-issued temporary password gets 403 `password_change_required` here
 * (docs/product-rules.md#temporary-passwords, AUTH-7).
 */
export const requireUser = createMiddleware<AppBindings>(async (c, next) => {
  await loadUser(c);
  if (c.var.user!.must_change_password === 1) {
    throw new ApiError("password_change_required", "Please choose a new password first.");
  }
  await next();
});

/**
 * Only for `GET /api/auth/user` and `POST /api/auth/password`: the routes a user must
 * reach to replace a temporary password (AUTH-7).
 */
export const requireUserEvenWithTemporaryPassword = createMiddleware<AppBindings>(async (c, next) => {
  await loadUser(c);
  await next();
});

/** For money-moving routes: suspended users can look, not act (decisions.md section 3). */
export const requireActiveUser = createMiddleware<AppBindings>(async (c, next) => {
  if (c.var.user?.is_active !== 1) {
    throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
  }
  await next();
});

export const requireAdmin = createMiddleware<AppBindings>(async (c, next) => {
  const session = await readSession(c, "admin");
  const admin = session && (await findAdminForSession(c.env.DB, session.sub, session.epoch, session.idHash));
  if (!session || !admin) throw new ApiError("not_signed_in", "Please sign in as an administrator.");
  c.set("adminSession", session);
  c.set("admin", admin);
  await next();
});
