import type { PaymentsEnv } from "./payments/config";
import type { DailyRunParams } from "./cron/daily-run-params";
import type { PushJob } from "./push/jobs";
import type { PaymentCheck } from "./services/payments/check-messages";
import type { ReconcilePage } from "./services/payments/reconciliation-pages";

/** Bindings and variables of the Worker (wrangler.toml, .dev.vars, Worker secrets). */
export interface Env extends PaymentsEnv {
  DB: D1Database;
  SESSIONS: KVNamespace;
  ASSETS: Fetcher;
  /** Identity documents and selfies, private (wrangler.toml `lionart-identity`, services/identity/, docs/product-rules.md#identity). */
  IDENTITY_FILES: R2Bucket;
  /** Every Web Push goes out through this queue (wrangler.toml `lionart-push`, push/jobs.ts). */
  PUSH_QUEUE: Queue<PushJob>;
  /** The reconciliation's pages (wrangler.toml `lionart-reconcile`, services/payments/reconciliation-queue.ts). */
  RECONCILE_QUEUE: Queue<ReconcilePage>;
  /** Each open payment's next status check, delayed until due (wrangler.toml `lionart-payment-checks`, services/payments/payment-checks.ts). */
  PAYMENT_CHECK_QUEUE: Queue<PaymentCheck>;
  /**
   * Worker tests only (worker/vitest.config.ts): "off" sends no delayed check messages, so the
   * rails run as the inline poller does. Thousands of test payments at fake times would leave
   * delayed messages pending, and the local queue holds a timer for each (10,000 per isolate).
   * Unset everywhere else.
   */
  PAYMENT_CHECKS_DELAYED?: string;
  /** The daily run, one instance per cron firing (wrangler.toml `lionart-daily-run`, cron/daily-run-workflow.ts). */
  DAILY_RUN: Workflow<DailyRunParams>;
  /** "development" locally; cookies then drop nothing but HSTS is not sent over http. */
  APP_ENV?: string;
  /** First admin, created from configuration on the first admin sign-in (docs/product-rules.md#admin). */
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
  /** HMAC key of the sign-in device cookies, at least 32 characters (lib/device-cookies.ts); a Worker secret when deployed. */
  DEVICE_COOKIE_SECRET?: string;
  /**
   * Cloudflare Turnstile, the sign-in challenge (lib/turnstile.ts, docs/product-rules.md#rate-limits, AUTH-11):
   * the widget's sitekey, its secret (a Worker secret when deployed), the siteverify URL and the
   * widget script URL (Cloudflare's in production, the simulator's stand-in locally and in tests).
   */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  TURNSTILE_SCRIPT_URL?: string;
  /** Base64 of 32 random bytes: seals admin TOTP secrets at rest (lib/secret-box.ts, README "Deploying"). */
  TOTP_ENCRYPTION_KEY?: string;
  /**
   * The proof of liabilities (liabilities/keys.ts, docs/proof-of-liabilities.md): the salts'
   * HMAC key (32+ characters) and the operator's Ed25519 secret key (32 bytes, base64url),
   * both Worker secrets. Missing, no proof is published.
   */
  LIABILITIES_SALT_KEY?: string;
  LIABILITIES_SIGNING_KEY?: string;
  /** Web Push (VAPID, RFC 8292) identity; blank means Web Push is off (push/vapid.ts, README "Web Push"). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /**
   * Development and tests only: the origin of the local push service, e.g.
   * "https://127.0.0.1:8805", the one loopback origin a push subscription may name
   * (push/subscription.ts, docs/product-rules.md#notifications NOT-11). Blank in production.
   */
  LOCAL_PUSH_ORIGIN?: string;
}

/**
 * The context of a route outside any guard. Routes behind a guard get the session's
 * subject as a typed variable: `InvestorBindings` and `AdminBindings` in middleware/auth.ts.
 * Every API route also has `c.var.db`.
 */
export type AppBindings = { Bindings: Env; Variables: DbVariables };

/**
 * The request's D1 handle (middleware/d1-session.ts): a read-replica session on the read
 * routes it lists, the D1 binding (the primary) everywhere else. docs/product-rules.md#replica-reads.
 */
export type DbVariables = { db: D1Database };
