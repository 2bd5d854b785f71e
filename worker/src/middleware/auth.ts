/**
 * Session guards and route groups (docs/product-rules.md#sessions).
 *
 * A route belongs to one group, and the group declares its guard: `publicRoutes()`,
 * `investorRoutes()` (a live investor session), `activeInvestorRoutes()` (the same, and
 * the account not suspended: every route that moves money), `temporaryPasswordRoutes()`
 * (the two routes a user with a temporary password must reach) and `adminRoutes()`.
 * A route added to a group is behind that group's guard; it cannot fall behind another
 * group's by the order of mounting. A guard applies only to its own group's routes, so a
 * path that no route answers is 404 `not_found` for everyone, signed in or not.
 *
 * Each guard puts the session's subject on the context with its type: handlers read
 * `c.var.user` (a `UserRow`) or `c.var.admin` (an `AdminRow`), without assertions.
 * Object-level authorization is by construction: investor routes act only on `c.var.user`.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppBindings, Env } from "../env";
import { ApiError } from "../lib/api-error";
import { ADMIN_ROUTE_ROLES, roleAllows } from "@app/schema/contracts/admins";
import { type AdminRow, type AdminSessionStage, findAdminForSession } from "../services/admins";
import { type SessionRecord, endSession, readSession } from "../lib/sessions";
import { type UserRow, findUserForSession } from "../services/users";

/** The context of a route behind an investor guard. */
export type InvestorBindings = { Bindings: Env; Variables: { user: UserRow; userSession: SessionRecord } };
/** The context of a route behind the admin guard. */
export type AdminBindings = {
  Bindings: Env;
  Variables: { admin: AdminRow; adminSession: SessionRecord; adminStage: AdminSessionStage };
};

/** The live investor behind the session cookie, or 401; a temporary-password session passes. */
async function loadUser(c: Context<InvestorBindings>): Promise<UserRow> {
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
  return user;
}

/**
 * Only for `GET /api/auth/user` and `POST /api/auth/password`: the routes a user must
 * reach to replace a temporary password (docs/product-rules.md#temporary-passwords, AUTH-7).
 */
const requireUserEvenWithTemporaryPassword = createMiddleware<InvestorBindings>(async (c, next) => {
  await loadUser(c);
  await next();
});

/**
 * Every investor route: a live session whose password is not temporary. A session opened
 * with an admin-issued temporary password gets 403 `password_change_required` here
 * (docs/product-rules.md#temporary-passwords, AUTH-7).
 */
const requireUser = createMiddleware<InvestorBindings>(async (c, next) => {
  const user = await loadUser(c);
  if (user.must_change_password === 1) {
    throw new ApiError("password_change_required", "Please choose a new password first.");
  }
  await next();
});

/** Money-moving routes: as `requireUser`, and a suspended user can look, not act (docs/product-rules.md#money-status). */
const requireActiveUser = createMiddleware<InvestorBindings>(async (c, next) =>
  requireUser(c, async () => {
    if (c.var.user.is_active !== 1) {
      throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
    }
    await next();
  }),
);

/**
 * Every admin route but sign-in and sign-out: a live admin session, else 401; then the
 * route's entry in ADMIN_ROUTE_ROLES (schema/src/contracts/admins.ts, the one role table):
 * a session limited to enrolment reaches only the routes marked `enrol` (else 403
 * `totp_enrollment_required`), and the admin's role must be listed (else 403
 * `role_forbidden`; a route missing from the table is refused to every role).
 * docs/product-rules.md#admin-roles, #admin-sessions.
 */
const requireAdmin = createMiddleware<AdminBindings>(async (c, next) => {
  const session = await readSession(c, "admin");
  const found = session && (await findAdminForSession(c.env.DB, session.sub, session.epoch, session.idHash));
  if (!session || !found || found.stage === "totp") {
    throw new ApiError("not_signed_in", "Please sign in as an administrator.");
  }
  const answering = matchedRoutes(c).find((r) => r.method !== "ALL");
  const routeKey = `${answering?.method} ${answering?.path}`;
  if (found.stage === "enrol" && !ADMIN_ROUTE_ROLES[routeKey]?.enrol) {
    throw new ApiError("totp_enrollment_required", "Set up your second factor (an authenticator app) first.");
  }
  if (!roleAllows(found.admin.role, routeKey)) {
    throw new ApiError("role_forbidden", "Your admin role does not allow this.");
  }
  c.set("adminSession", session);
  c.set("adminStage", found.stage);
  c.set("admin", found.admin);
  await next();
});

/**
 * A sub-app whose `guard` runs before each of its own routes, and only those. The guard
 * is registered as the group's middleware, but it acts only when the route that will
 * answer the request (the first matched method route) was registered in this group;
 * other groups' routes, and paths no route answers, pass through untouched.
 */
function guardedGroup<E extends AppBindings | InvestorBindings | AdminBindings>(guard: MiddlewareHandler<E>): Hono<E> {
  const group = new Hono<E>();
  group.use(async (c, next) => {
    const answering = matchedRoutes(c).find((r) => r.method !== "ALL");
    const ours = answering !== undefined && group.routes.some((r) => r.handler === answering.handler);
    return ours ? guard(c, next) : next();
  });
  return group;
}

/** Routes anyone may call, signed in or not (sign-in, public figures). */
export const publicRoutes = () => new Hono<AppBindings>();
/** Investor routes that read or change nothing of money: a live session, password not temporary. */
export const investorRoutes = () => guardedGroup(requireUser);
/** Investor routes that move money or create requests: as investorRoutes, and not suspended. */
export const activeInvestorRoutes = () => guardedGroup(requireActiveUser);
/** The current user and the password change, reachable with a temporary password (AUTH-7). */
export const temporaryPasswordRoutes = () => guardedGroup(requireUserEvenWithTemporaryPassword);
/** Staff routes: a live admin session whose role the route's entry in ADMIN_ROUTE_ROLES allows. */
export const adminRoutes = () => guardedGroup(requireAdmin);
