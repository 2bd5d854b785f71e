/**
 * Sessions (docs/product-rules.md#sessions; OWASP Session Management Cheat Sheet).
 *
 * - The id is 128 random bits (base64url) sent only in a `__Host-` cookie: HttpOnly,
 *   Secure, SameSite=Lax, Path=/. Investor and admin sessions use separate cookies.
 * - KV holds the record under the SHA-256 of the id (a KV dump reveals no live id).
 * - KV may serve stale data for about a minute, so KV never decides alone: every request
 *   also checks, in D1 (strongly consistent), that the subject's `session_epoch` still
 *   matches the record's and that the id is not in `revoked_sessions`. Logout revokes the
 *   id; suspension, password change and reset bump the epoch.
 * - Admin sessions also have a row in D1 `admin_sessions` (services/admins.ts): their stage
 *   (second factor pending, enrolment only, full) and last activity, for the 30-minute idle
 *   limit (docs/product-rules.md#admin-sessions).
 */
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { Context } from "hono";
import type { AppBindings } from "../env";

export type SessionKind = "user" | "admin";

export interface SessionRecord {
  kind: SessionKind;
  /** User or admin id. */
  sub: number;
  epoch: number;
  createdAt: number;
  /** SHA-256 of the id, hex; not stored in KV, filled in when read. */
  idHash: string;
}

/** Cookie names without the `__Host-` prefix, which hono adds (prefix: "host"). */
export const COOKIE_NAMES: Record<SessionKind, string> = {
  user: "lionart_session",
  admin: "lionart_admin",
};
/** Investor sessions last 30 days, admin sessions 12 hours. */
export const SESSION_TTL_SECONDS: Record<SessionKind, number> = { user: 30 * 86400, admin: 12 * 3600 };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Starts a new session with a fresh id (no fixation) and sets its cookie; returns the id's
 * hash (admin sessions also record it in D1, services/admins.ts).
 */
export async function startSession<E extends AppBindings>(
  c: Context<E>,
  kind: SessionKind,
  sub: number,
  epoch: number,
): Promise<string> {
  const id = newSessionId();
  const idHash = await sha256Hex(id);
  const record = { kind, sub, epoch, createdAt: Date.now() };
  await c.env.SESSIONS.put(`s:${idHash}`, JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS[kind] });
  setCookie(c, COOKIE_NAMES[kind], id, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: SESSION_TTL_SECONDS[kind],
    prefix: "host",
  });
  return idHash;
}

/** Reads the KV record behind the request's cookie of `kind`, or null. Not yet authoritative. */
export async function readSession<E extends AppBindings>(c: Context<E>, kind: SessionKind): Promise<SessionRecord | null> {
  const id = getCookie(c, COOKIE_NAMES[kind], "host");
  if (!id || id.length > 64) return null;
  const idHash = await sha256Hex(id);
  const raw = await c.env.SESSIONS.get(`s:${idHash}`);
  if (!raw) return null;
  const record = JSON.parse(raw) as Omit<SessionRecord, "idHash">;
  if (record.kind !== kind || Date.now() - record.createdAt > SESSION_TTL_SECONDS[kind] * 1000) return null;
  return { ...record, idHash };
}

/** Revokes the session in D1 (decides at once) and KV (eventually), and clears the cookie. */
export async function endSession<E extends AppBindings>(
  c: Context<E>,
  kind: SessionKind,
  session: SessionRecord | undefined,
): Promise<void> {
  if (session) {
    const expiresAt = new Date(session.createdAt + SESSION_TTL_SECONDS[kind] * 1000).toISOString();
    await c.env.DB.prepare("INSERT OR IGNORE INTO revoked_sessions (id_hash, expires_at) VALUES (?, ?)")
      .bind(session.idHash, expiresAt)
      .run();
    await c.env.SESSIONS.delete(`s:${session.idHash}`);
  }
  deleteCookie(c, COOKIE_NAMES[kind], { path: "/", secure: true, prefix: "host" });
}
