/**
 * Each API request's D1 handle, `c.var.db` (docs/product-rules.md#replica-reads, READ-1 to
 * READ-4; docs/ARCHITECTURE.md#replica-reads).
 *
 * - The investor's read-only routes in REPLICA_READ_ROUTES read through a D1 session
 *   (read replication, the Sessions API) started from the bookmark kept for this browser
 *   (lib/read-bookmark.ts), or at the primary (`first-primary`) without a valid one; the
 *   session's latest bookmark is kept for the next read.
 * - The public figures in PUBLIC_REPLICA_ROUTES read through a session that starts at the
 *   primary: its first statement sees the latest publication, the rest may be served by any
 *   replica at least as new. No cookie is read or set.
 * - Everything else, admin routes included, gets the D1 binding itself (always the primary).
 *   A signed-in investor's request that is not a replica read replaces the browser's
 *   writes mark, so the next replica read starts at the primary and sees what this one
 *   wrote or saw (read-after-write, READ-2). It costs no D1 query.
 *
 * Routes read `c.var.db` only where they are listed here; writes keep `c.env.DB`.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppBindings } from "../env";
import { keepBookmark, keptBookmark, newWritesMark, READ_COOKIE_NAMES } from "../lib/read-bookmark";
import { COOKIE_NAMES } from "../lib/sessions";

/** The investor's reads that a replica may answer: dashboard, lists, notifications (READ-1). */
export const REPLICA_READ_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/user/dashboard",
  "GET /api/user/statement",
  "GET /api/user/money-requests",
  "GET /api/notifications",
  "GET /api/notifications/count",
]);
/** Public transparency figures, read signed out: first statement at the primary, then replicas (READ-4). */
export const PUBLIC_REPLICA_ROUTES: ReadonlySet<string> = new Set(["GET /api/transparency", "GET /api/transparency/liabilities"]);

/**
 * A D1 session seen as a D1Database, so services keep their `db: D1Database` parameter:
 * statements and batches go through the session; `withSession` is the binding's; `exec`
 * and `dump` are refused (no read route uses them).
 */
export function sessionDatabase(session: D1DatabaseSession, binding: D1Database): D1Database {
  const refused = (what: string) => Promise.reject(new Error(`${what} is not available on a read session`));
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: () => refused("exec"),
    dump: () => refused("dump"),
    withSession: (constraintOrBookmark?: string) => binding.withSession(constraintOrBookmark),
  };
}

/** `METHOD /path` of the route that answers the request, or null when none does. */
function answeringRoute(c: Context): string | null {
  const answering = matchedRoutes(c).find((r) => r.method !== "ALL");
  return answering ? `${answering.method} ${answering.path}` : null;
}

/** True when the request carries an investor session or a kept bookmark, or the answer starts a session. */
function investorBrowser(c: Context<AppBindings>): boolean {
  const sent = c.req.header("Cookie") ?? "";
  const named = (name: string) => sent.includes(`__Host-${name}=`);
  if (named(COOKIE_NAMES.user) || named(READ_COOKIE_NAMES.bookmark)) return true;
  return (c.res.headers.get("Set-Cookie") ?? "").includes(`__Host-${COOKIE_NAMES.user}=`);
}

/** Gives the request its D1 handle and keeps or resets the read bookmark (see the file's header). */
export const d1Sessions = createMiddleware<AppBindings>(async (c, next) => {
  const route = answeringRoute(c);
  if (route !== null && PUBLIC_REPLICA_ROUTES.has(route)) {
    c.set("db", sessionDatabase(c.env.DB.withSession("first-primary"), c.env.DB));
    return next();
  }
  if (route === null || !REPLICA_READ_ROUTES.has(route)) {
    c.set("db", c.env.DB);
    await next();
    if (route !== null && !c.req.path.startsWith("/api/admin/") && investorBrowser(c)) newWritesMark(c);
    return;
  }
  const start = await keptBookmark(c);
  const session = c.env.DB.withSession(start ?? "first-primary");
  c.set("db", sessionDatabase(session, c.env.DB));
  await next();
  const latest = session.getBookmark();
  if (latest !== null && latest !== start) await keepBookmark(c, latest);
});
