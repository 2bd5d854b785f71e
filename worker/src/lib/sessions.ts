/**
 * Sessions (docs/product-rules.md#sessions; OWASP Session Management Cheat Sheet).
 *
 * - The id is 128 random bits (base64url) sent only in a `__Host-` cookie: HttpOnly,
 *   Secure, SameSite=Lax, Path=/. Investor and admin sessions use separate cookies.
 * - An investor's cookie is `<user id>.<id>`: the user id is a claim, never trusted alone,
 *   that lets a request start its D1 reads while KV is read, side by side
 *   (docs/decisions/0030-session-reads-side-by-side.md). The answer is built only when the
 *   KV record names that same user. A cookie of the id alone (set before) still works.
 * - KV holds the record under the SHA-256 of the id (a KV dump reveals no live id).
 * - KV may serve stale data for about a minute, so KV never decides alone: every request
 *   also checks, in D1 (strongly consistent), that the subject's `session_epoch` still
 *   matches the record's and that the id is not in `revoked_sessions`. Logout revokes the
 *   id; suspension, password change and reset bump the epoch.
 * - Admin sessions also have a row in D1 `admin_sessions` (services/admins/accounts.ts): their stage
 *   (second factor pending, enrolment only, full) and last activity, for the 30-minute idle
 *   limit (docs/product-rules.md#admin-sessions).
 */
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { Context } from "hono";
import type { AppBindings } from "../env";
import { sha256Hex, toBase64Url } from "./bytes";

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

function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * Starts a new session with a fresh id (no fixation) and sets its cookie; returns the id's
 * hash (admin sessions also record it in D1, services/admins/accounts.ts).
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
  setCookie(c, COOKIE_NAMES[kind], kind === "user" ? `${sub}.${id}` : id, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: SESSION_TTL_SECONDS[kind],
    prefix: "host",
  });
  return idHash;
}

/**
 * A session cookie as sent: the id's hash (the KV key), the user id it claims (investor
 * cookies; null for the id alone), and the KV record, being read (not awaited here).
 */
export interface SessionClaim {
  idHash: string;
  claimedSub: number | null;
  /** The KV record, or null (none, another kind, past its lifetime). Not yet authoritative. */
  record: Promise<SessionRecord | null>;
}

/**
 * KV records this isolate read in the last minute, by id hash. KV itself may serve a record
 * for about a minute after it changed, so keeping one for a minute here decides nothing
 * new: D1 still checks revocation and the epoch on every request
 * (docs/decisions/0030-session-reads-side-by-side.md). Bounded; logout drops its entry.
 */
const recent = new Map<string, { raw: string | null; at: number }>();
const RECENT_MS = 60_000;
const RECENT_MAX = 2000;

function readKv(kv: KVNamespace, idHash: string): Promise<string | null> {
  const hit = recent.get(idHash);
  if (hit && Date.now() - hit.at < RECENT_MS && hit.raw !== null) return Promise.resolve(hit.raw);
  return kv.get(`s:${idHash}`).then((raw) => {
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
    if (raw !== null) recent.set(idHash, { raw, at: Date.now() });
    return raw;
  });
}

const COOKIE_VALUE = /^(?:([1-9][0-9]{0,15})\.)?([A-Za-z0-9_-]{16,64})$/;

/** Starts reading the KV record behind the request's cookie of `kind`; null without a well-formed cookie. */
export async function claimSession<E extends AppBindings>(c: Context<E>, kind: SessionKind): Promise<SessionClaim | null> {
  const match = COOKIE_VALUE.exec(getCookie(c, COOKIE_NAMES[kind], "host") ?? "");
  if (!match) return null;
  const idHash = await sha256Hex(match[2]!);
  const record = readKv(c.env.SESSIONS, idHash).then((raw) => {
    if (!raw) return null;
    const r = JSON.parse(raw) as Omit<SessionRecord, "idHash">;
    if (r.kind !== kind || Date.now() - r.createdAt > SESSION_TTL_SECONDS[kind] * 1000) return null;
    return { ...r, idHash };
  });
  // Awaited later (or not, when the request fails first): never an unhandled rejection.
  record.catch(() => undefined);
  return { idHash, claimedSub: match[1] ? Number(match[1]) : null, record };
}

/**
 * The claim's KV record when it backs the claim: it exists and, for a cookie that names a
 * user, names that same user (a cookie edited to another user's id is no session). Null
 * otherwise. Not yet authoritative: D1 decides the rest.
 */
export async function claimedRecord(claim: SessionClaim): Promise<SessionRecord | null> {
  const record = await claim.record;
  if (!record || (claim.claimedSub !== null && record.sub !== claim.claimedSub)) return null;
  return record;
}

/** Reads the KV record behind the request's cookie of `kind`, or null. Not yet authoritative. */
export async function readSession<E extends AppBindings>(c: Context<E>, kind: SessionKind): Promise<SessionRecord | null> {
  const claim = await claimSession(c, kind);
  return claim && claimedRecord(claim);
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
    recent.delete(session.idHash);
  }
  deleteCookie(c, COOKIE_NAMES[kind], { path: "/", secure: true, prefix: "host" });
}
