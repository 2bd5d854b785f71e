/**
 * Security bookkeeping that must be strongly consistent, so it lives in D1 rather than KV:
 * revoked session ids (logout takes effect on the next request;
 * docs/product-rules.md#sessions; docs/decisions/0014-security-state-in-d1.md), sign-in
 * failures for rate limiting, the Turnstile tokens already used, and the admin audit log.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const revokedSessions = sqliteTable("revoked_sessions", {
  /** SHA-256 of the session id, hex. */
  idHash: text("id_hash").primaryKey(),
  expiresAt: text("expires_at").notNull(),
});

export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** 'phone:<9 digits>', 'admin:<username>' or 'ip:<address>'. */
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [
    index("sign_in_failures_key_at").on(t.key, t.at),
    // Forgetting failures older than a day reads this index, never the table
    // (docs/product-rules.md#rate-limits, AUTH-13; services/auth/sign-in-rate-limit.ts).
    index("sign_in_failures_at").on(t.at),
  ],
);

/**
 * Turnstile tokens a sign-in already used (docs/decisions/0033-sign-in-challenge.md): a token
 * serves one attempt, so a second use is refused even before siteverify says so. Kept until
 * the token has expired (Turnstile: 300 s), then deleted a few at a time by later uses.
 */
export const usedTurnstileTokens = sqliteTable(
  "used_turnstile_tokens",
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").primaryKey(),
    /** Milliseconds since the epoch after which the token is expired anyway. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("used_turnstile_tokens_expires").on(t.expiresAt)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id"),
    adminUsername: text("admin_username").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: text("detail"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  // The entries about one user, deposit or withdrawal (migration 0005, the user page).
  (t) => [index("audit_log_target").on(t.targetType, t.targetId, t.id)],
);
