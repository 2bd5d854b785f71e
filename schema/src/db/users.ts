/**
 * Investors and staff. Passwords are stored only as self-describing scrypt hashes
 * (docs/product-rules.md#passwords); `session_epoch` is bumped on suspension, password change
 * and reset so that every older session is refused on its very next request
 * (docs/product-rules.md#sessions).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ADMIN_ROLES } from "../contracts/admins";
import { oneOf } from "./checks";

const ADMIN_SESSION_STAGES = ["totp", "enrol", "full"] as const;

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null once the person's data is erased (docs/product-rules.md#erasure). */
    fullName: text("full_name"),
    /** 9 digits, first 6-9, stored without +237. Unique while set. */
    phone: text("phone").unique(),
    mobileMoneyService: text("mobile_money_service", { enum: ["MTN Mobile Money", "Orange Money"] }).notNull(),
    passwordHash: text("password_hash"),
    mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
    /** A temporary password opens one sign-in until this instant (ISO UTC); null once used (AUTH-14). */
    tempPasswordExpiresAt: text("temp_password_expires_at"),
    /** When an admin last reset the password: new withdrawals wait 24 hours from it (WDR-8). */
    passwordResetAt: text("password_reset_at"),
    /**
     * When staff last changed the registered phone or mobile-money service (ISO UTC): a number
     * staff set is not proven by its holder, so a payout to it needs a second admin (APR-3).
     */
    phoneSetByStaffAt: text("phone_set_by_staff_at"),
    /**
     * When two staff approved the investor's identity documents (tier 2, docs/product-rules.md
     * #identity); null while unverified. The tier is read from this and the verified numbers.
     */
    identityVerifiedAt: text("identity_verified_at"),
    referralCode: text("referral_code").unique(),
    referredByUserId: integer("referred_by_user_id"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    sessionEpoch: integer("session_epoch").notNull().default(0),
    /** Set once the first investment is made: the 1,000 XAF pause rule applies from then. */
    firstInvestedAt: text("first_invested_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    deletedAt: text("deleted_at"),
    /**
     * When the investor closed the account themselves (docs/product-rules.md#data-rights,
     * DATA-4): `deleted_at` is set at the same instant, the person's data stays until
     * `retain_until`, then the retention job reduces it as erasure does (DATA-6).
     */
    closedAt: text("closed_at"),
    /** Until when a closed account's personal data is kept (ISO UTC; setting `dataRetentionYears`, DATA-5). */
    retainUntil: text("retain_until"),
  },
  (t) => [
    index("users_referred_by").on(t.referredByUserId),
    // The operator's search by name prefix, case-insensitively (migration 0005).
    index("users_full_name_nocase").on(sql`${t.fullName} COLLATE NOCASE`),
    index("users_live_active").on(t.isActive).where(sql`${t.deletedAt} IS NULL`),
    // Closed accounts whose data is still held, by the end of their retention (DATA-6).
    index("users_retention").on(t.retainUntil).where(sql`${t.closedAt} IS NOT NULL AND ${t.phone} IS NOT NULL`),
  ],
);

export const admins = sqliteTable(
  "admins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    sessionEpoch: integer("session_epoch").notNull().default(0),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    // Migration 0014 (docs/product-rules.md#admin-roles): role, disabling and the second factor.
    role: text("role", { enum: ADMIN_ROLES }).notNull().default("support"),
    disabledAt: text("disabled_at"),
    /** Base32 TOTP secret; never sent to a client once enrolment is confirmed. */
    totpSecret: text("totp_secret"),
    totpConfirmedAt: text("totp_confirmed_at"),
    /** The last 30-second step accepted; codes of that step or earlier are refused. */
    totpLastStep: integer("totp_last_step"),
    updatedAt: text("updated_at"),
  },
  (t) => [check("admins_role", oneOf(t.role, ADMIN_ROLES))],
);

/** Single-use TOTP recovery codes, stored as SHA-256 only (migration 0014). */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId)],
);

/**
 * Admin sessions, checked and touched on every request (migration 0014,
 * docs/product-rules.md#admin-sessions): stage 'totp' | 'enrol' | 'full', times in ms.
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id),
    stage: text("stage", { enum: ADMIN_SESSION_STAGES }).notNull(),
    createdMs: integer("created_ms").notNull(),
    lastSeenMs: integer("last_seen_ms").notNull(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId), check("admin_sessions_stage", oneOf(t.stage, ADMIN_SESSION_STAGES))],
);

/**
 * When each user was suspended (`ended_at` null while still suspended). Written only by
 * triggers on `users.is_active` (migration 0004), read by the daily-returns cron to pause a
 * day by the user's state on that day (docs/product-rules.md#returns-paused).
 */
export const suspensionPeriods = sqliteTable(
  "suspension_periods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [index("suspension_periods_user").on(t.userId, t.startedAt)],
);

/**
 * Referral bonuses owed from before return commitments (migration 0027;
 * docs/product-rules.md#referrals, REF-2): one row per referred friend whose bonus the reserve
 * could not cover when earned. No new row is ever written: a purchase now pays its bonus or is
 * refused (RES-4). A row leaves, by trigger, when its bonus is paid; it is derived data, not the
 * ledger. The reserve's status counts these rows instead of scanning every investor.
 */
export const referralBonusesOwed = sqliteTable("referral_bonuses_owed", {
  referredUserId: integer("referred_user_id").primaryKey(),
});
