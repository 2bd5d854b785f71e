/**
 * Session guards and route groups (docs/product-rules.md#sessions).
 *
 * A route belongs to one group, and the group declares its guard: `publicRoutes()`,
 * `investorRoutes()` (a live investor session), `investorBatchRoutes()` (the same check,
 * made inside the handler's own D1 batch: one round trip), `activeInvestorRoutes()` (the same, and
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
import type { AppBindings, DbVariables, Env } from "../env";
import { ApiError } from "../lib/api-error";
import { ADMIN_ROUTE_PERMISSIONS, roleAllows } from "@app/schema/contracts/admin-permissions";
import { type AdminRow, type AdminSessionStage, findAdminForSession } from "../services/admins/accounts";
import { type SessionClaim, type SessionRecord, claimSession, claimedRecord, endSession, readSession } from "../lib/sessions";
import { type UserRow, sessionUser, userForSessionStatement } from "../services/users/accounts";

/** The context of a route behind an investor guard. */
export type InvestorBindings = { Bindings: Env; Variables: DbVariables & { user: UserRow; userSession: SessionRecord } };
/**
 * The context of a read-only investor route that checks the session inside its own D1
 * batch (`batchWithUser`): the guard has only parsed the cookie (`pendingClaim`, whose KV
 * record is still being read) and knows which user it claims (`claimedUserId`).
 */
export type InvestorBatchBindings = {
  Bindings: Env;
  Variables: DbVariables & { pendingClaim: SessionClaim; claimedUserId: number; sessionChecked: boolean };
};
/** The context of a route behind the admin guard. */
export type AdminBindings = {
  Bindings: Env;
  Variables: DbVariables & { admin: AdminRow; adminSession: SessionRecord; adminStage: AdminSessionStage };
};

/**
 * The verdict on a genuine KV session whose D1 check returned `user` (or no row): a
 * session that suspension, a reset, erasure or a password change ended says so, and its
 * cookie is cleared (docs/product-rules.md#money-status, MST-5). Raises `session_ended`.
 */
async function admitUser<E extends InvestorBindings | InvestorBatchBindings>(
  c: Context<E>,
  user: UserRow | null,
): Promise<UserRow> {
  if (!user) {
    await endSession(c, "user", undefined);
    throw new ApiError("session_ended", "Your session has ended. Please sign in again.");
  }
  return user;
}

/** A session opened with an admin-issued temporary password reaches only two routes (AUTH-7). */
function refuseTemporaryPassword(user: UserRow): void {
  if (user.must_change_password === 1) {
    throw new ApiError("password_change_required", "Please choose a new password first.");
  }
}

function notSignedIn(): ApiError {
  return new ApiError("not_signed_in", "Please sign in.");
}

/**
 * Reads the KV record and runs the D1 check (with `reads` behind it, in one batch) side by
 * side when the cookie names its user, one after the other for a cookie of the id alone
 * (docs/decisions/0030-session-reads-side-by-side.md). Given `readDb` (a replica session,
 * middleware/d1-session.ts), `reads` run there as a batch of their own, side by side with
 * the check, which stays on `db`, the primary (AUTH-10, READ-1). Raises `not_signed_in` when
 * there is no record or it names another user than the cookie; returns the record, the D1
 * check's verdict (the user, or null for an ended session) and the results of `reads`.
 */
async function checkClaim(
  db: D1Database,
  claim: SessionClaim,
  reads: (userId: number) => D1PreparedStatement[] = () => [],
  readDb?: D1Database,
): Promise<{ session: SessionRecord; user: UserRow | null; results: D1Result<unknown>[] }> {
  const checkOf = (userId: number) => userForSessionStatement(db, userId, claim.idHash);
  const run = async (userId: number): Promise<D1Result<unknown>[]> => {
    if (!readDb || readDb === db) return db.batch<unknown>([checkOf(userId), ...reads(userId)]);
    const own = reads(userId);
    if (own.length === 0) return db.batch<unknown>([checkOf(userId)]);
    const [checked, results] = await Promise.all([db.batch<unknown>([checkOf(userId)]), readDb.batch<unknown>(own)]);
    return [...checked, ...results];
  };
  let session: SessionRecord | null;
  let batch: D1Result<unknown>[] | null = null;
  if (claim.claimedSub !== null) {
    [session, batch] = await Promise.all([claimedRecord(claim), run(claim.claimedSub)]);
  } else {
    session = await claimedRecord(claim);
    if (session) batch = await run(session.sub);
  }
  if (!session || !batch) throw notSignedIn();
  const [check, ...results] = batch;
  return { session, user: sessionUser(check?.results[0] as UserRow | undefined, session.epoch), results };
}

/** The live investor behind the session cookie, or 401; a temporary-password session passes. */
async function loadUser(c: Context<InvestorBindings>): Promise<UserRow> {
  const claim = await claimSession(c, "user");
  if (!claim) throw notSignedIn();
  const { session, user: row } = await checkClaim(c.env.DB, claim);
  const user = await admitUser(c, row);
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
  refuseTemporaryPassword(await loadUser(c));
  await next();
});

/**
 * Read-only investor routes answered in one D1 round trip (docs/ARCHITECTURE.md#one-round-trip):
 * the guard reads only the KV record (no cookie or no record: 401 `not_signed_in`), and
 * the handler calls `batchWithUser`, which runs the session's D1 check in front of the
 * handler's own reads and then applies `requireUser`'s rules. A handler that answered
 * without that check is a bug: its success is replaced by an error, never sent.
 */
const requireUserInBatch = createMiddleware<InvestorBatchBindings>(async (c, next) => {
  const claim = await claimSession(c, "user");
  if (!claim) throw notSignedIn();
  // A cookie of the id alone: which user it is comes from KV first.
  const userId = claim.claimedSub ?? (await claimedRecord(claim))?.sub;
  if (userId === undefined) throw notSignedIn();
  c.set("pendingClaim", claim);
  c.set("claimedUserId", userId);
  c.set("sessionChecked", false);
  await next();
  if (!c.var.sessionChecked && c.res.status < 400) {
    throw new Error("an investorBatchRoutes() handler answered without batchWithUser's session check");
  }
});

/**
 * Runs `reads(userId)` in one D1 batch on the request's `c.var.db` (a replica session on the
 * routes middleware/d1-session.ts lists, READ-1), side by side with the session's D1 check
 * on the primary (the statement `requireUser` reads alone) and the KV read, then applies
 * the same rules:
 * `not_signed_in` (no record, or one naming another user), `session_ended` (cookie
 * cleared) or `password_change_required`; a suspended user may read. Only reads belong
 * here: they run before the verdict is known, and their results are dropped when the
 * session fails. Returns the user row and the results of `reads`, in order.
 */
export async function batchWithUser(
  c: Context<InvestorBatchBindings>,
  reads: (userId: number) => D1PreparedStatement[],
): Promise<{ user: UserRow; results: D1Result<unknown>[] }> {
  const claim = c.var.pendingClaim;
  const userId = c.var.claimedUserId;
  c.set("sessionChecked", true);
  const checked = await checkClaim(c.env.DB, { ...claim, claimedSub: userId }, reads, c.var.db);
  const user = await admitUser(c, checked.user);
  refuseTemporaryPassword(user);
  return { user, results: checked.results };
}

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
 * route's entry in ADMIN_ROUTE_PERMISSIONS (schema/src/contracts/admin-permissions.ts, the one
 * role -> permission table the panel reads too): a session limited to enrolment reaches only
 * the routes marked `enrol` (else 403 `totp_enrollment_required`), and the admin's role must
 * have the route's permission (else 403 `role_forbidden`; a route missing from the table is
 * refused to every role).
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
  if (found.stage === "enrol" && !ADMIN_ROUTE_PERMISSIONS[routeKey]?.enrol) {
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
function guardedGroup<E extends AppBindings | InvestorBindings | InvestorBatchBindings | AdminBindings>(
  guard: MiddlewareHandler<E>,
): Hono<E> {
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
/** Read-only investor routes whose handler reads with `batchWithUser`: one D1 round trip with the session check. */
export const investorBatchRoutes = () => guardedGroup(requireUserInBatch);
/** Investor routes that move money or create requests: as investorRoutes, and not suspended. */
export const activeInvestorRoutes = () => guardedGroup(requireActiveUser);
/** The current user and the password change, reachable with a temporary password (AUTH-7). */
export const temporaryPasswordRoutes = () => guardedGroup(requireUserEvenWithTemporaryPassword);
/** Staff routes: a live admin session whose role has the permission the route's entry in ADMIN_ROUTE_PERMISSIONS names. */
export const adminRoutes = () => guardedGroup(requireAdmin);
