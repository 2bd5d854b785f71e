/** Worker tests run inside workerd with real local D1 and KV (docs/decisions/0020-tests-in-workerd-and-chromium.md). */
import { existsSync, mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { TURNSTILE_TEST_KEYS, turnstileRoutes } from "../simulator/src/turnstile-routes";

/** The npm specifiers `src/` and `schema/src` import (grep `from "` there), pre-bundled for the tests. */
const WORKER_NPM_IMPORTS = [
  "zod/mini",
  "hono",
  "hono/body-limit",
  "hono/cookie",
  "hono/factory",
  "hono/http-exception",
  "hono/route",
  "hono/utils/http-status",
  "@hono/zod-validator",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "uint8array-extras",
  "http-message-signatures/lib/httpbis/index.js",
  "http-message-signatures/lib/errors/index.js",
  "structured-headers",
  "@noble/curves/nist.js",
  "@noble/curves/ed25519.js",
  "canonicalize",
  "@block65/webcrypto-web-push",
  "otpauth",
  "ipaddr.js",
  "csv-stringify/sync",
];

/** Where tests find the Turnstile stand-in (simulator/src/turnstile-routes.ts), answered in-process below. */
const TURNSTILE_TEST_ORIGIN = "https://turnstile.simulator.test";

/** The signed-in routes' first screen the Worker imports (src/first-screen/module.d.ts), built by `npm run build`. */
const FIRST_SCREEN = path.join(import.meta.dirname, ".generated/first-screen.js");

export default defineConfig(async () => {
  // A fresh clone running only these tests has no build yet: make the one module they import.
  if (!existsSync(FIRST_SCREEN)) {
    const script = pathToFileURL(path.join(import.meta.dirname, "../pwa/scripts/build-first-screen.mjs")).href;
    await (await import(script)).buildFirstScreen();
  }
  // wrangler.toml names an assets folder; tests do not need the built apps, only the folder.
  mkdirSync(path.join(import.meta.dirname, "../dist"), { recursive: true });
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const turnstile = turnstileRoutes();
  return {
    resolve: { alias: { "lionart:first-screen": FIRST_SCREEN } },
    plugins: [
      cloudflareTest({
        main: "./src/index.ts",
        wrangler: { configPath: "../wrangler.toml" },
        miniflare: {
          // A second, empty database for migration tests (src/ledger/transfer-links-migration.test.ts), which
          // apply the migrations step by step; DB stays as wrangler.toml declares it.
          d1Databases: { DB: "00000000-0000-0000-0000-000000000000", MIGRATION_TEST_DB: "migration-test" },
          // The queues as wrangler.toml has them, but a batch leaves after 50 ms instead of 1 s:
          // a test waiting for a fan-out three rounds deep waits 0.15 s, not 3 s.
          queueConsumers: {
            "lionart-push": { maxBatchSize: 5, maxBatchTimeout: 0.05, maxRetries: 3, deadLetterQueue: "lionart-push-dlq" },
            "lionart-reconcile": {
              maxBatchSize: 1,
              maxBatchTimeout: 0.05,
              maxRetries: 3,
              deadLetterQueue: "lionart-reconcile-dlq",
            },
            "lionart-payment-checks": {
              maxBatchSize: 10,
              maxBatchTimeout: 0.05,
              maxRetries: 3,
              deadLetterQueue: "lionart-payment-checks-dlq",
            },
          },
          // No test reaches the internet: a call that no test routes to an in-process double (the
          // provider simulator, the local push service) gets a 503 here instead of a DNS lookup of a
          // made-up host. Loopback (a local push service in another process) still goes through, and
          // siteverify reaches the Turnstile stand-in, so the Worker's own fetch is what is tested.
          outboundService: (request: Request) =>
            request.url.startsWith(`${TURNSTILE_TEST_ORIGIN}/`)
              ? turnstile.fetch(request)
              : /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(request.url)
                ? fetch(request)
                : new Response("tests have no network", { status: 503 }),
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
            ADMIN_USERNAME: "admin",
            ADMIN_PASSWORD: "test-admin-password-2026",
            DEVICE_COOKIE_SECRET: "test-device-cookie-secret-0123456789abcdef",
            // Test-only: seals admin TOTP secrets (lib/secret-box.ts).
            TOTP_ENCRYPTION_KEY: "dGVzdC1vbmx5LXRvdHAta2V5LTAxMjM0NTY3ODlhYmM=",
            // A test-only Web Push (VAPID) pair: pushes go to the local push service (src/push/push-delivery.test.ts).
            VAPID_PUBLIC_KEY: "BDIewyenDBAe--l-iY009jMKR4C-AshvdBtHjoZB1J-sLPqFJitHC3R-fnmrIjVpmmDjkIrIwy40rMy2z5QIuFA",
            VAPID_PRIVATE_KEY: "P8hFry-gGydVe8j2X9JuSKt2N4AMIfNDhwGT25FEznU",
            VAPID_SUBJECT: "mailto:tests@lionart.invalid",
            // Test-only proof-of-liabilities keys (liabilities/keys.ts): the salts' HMAC key and an Ed25519 secret key.
            LIABILITIES_SALT_KEY: "test-only-liabilities-salt-key-0123456789",
            LIABILITIES_SIGNING_KEY: "dGVzdC1vbmx5LWVkMjU1MTktc2VlZC0zMi1ieXRlcyE",
            // The local push service's origin (test/push-helpers.ts PUSH_ORIGIN): the one loopback
            // origin a subscription may name outside production.
            LOCAL_PUSH_ORIGIN: "https://127.0.0.1:9443",
            // Payment providers: the simulator's development credentials; tests route the adapters' calls
            // to the simulator in-process (test/payments-simulator.ts, `useSimulatorForRails`).
            PAWAPAY_BASE_URL: "https://api.sandbox.pawapay.test",
            PAWAPAY_API_TOKEN: "sim-pawapay-token",
            NOTCHPAY_BASE_URL: "https://api.notchpay.test",
            NOTCHPAY_PUBLIC_KEY: "pk_test.simulator",
            NOTCHPAY_PRIVATE_KEY: "sk_test.simulator",
            NOTCHPAY_HASH_KEY: "hash.simulator-only",
            PAYMENTS_HTTP_TIMEOUT_MS: "250",
            // No delayed payment-check messages from tests' payments at fake times (they pile up as
            // local queue timers, 10,000 per isolate); payment-checks.test.ts uses the queue itself.
            PAYMENT_CHECKS_DELAYED: "off",
            // The sign-in challenge (lib/turnstile.ts): Turnstile's documented passing test keys, at the stand-in.
            TURNSTILE_SITE_KEY: TURNSTILE_TEST_KEYS.sitekeyPasses,
            TURNSTILE_SECRET_KEY: TURNSTILE_TEST_KEYS.secretPasses,
            TURNSTILE_VERIFY_URL: `${TURNSTILE_TEST_ORIGIN}/turnstile/v0/siteverify`,
            TURNSTILE_SCRIPT_URL: `${TURNSTILE_TEST_ORIGIN}/turnstile/v0/api.js?render=explicit`,
          },
        },
      }),
    ],
    test: {
      // Each vitest worker evaluates the worker's module graph once (466 modules, 293 of them
      // from node_modules). Pre-bundling the npm packages the worker and schema import makes
      // each a single module. A package not listed still works, unbundled.
      deps: { optimizer: { ssr: { enabled: true, include: WORKER_NPM_IMPORTS } } },
      // The D1 limits guard first, so the migrations are checked too (test/d1-limits-guard.ts).
      setupFiles: ["./test/d1-limits-guard.ts", "./test/apply-migrations.ts", "./test/quiet-job-logs.ts"],
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      // The files of one vitest worker run in one workerd, one after another: starting a
      // workerd and loading the module graph per file cost about 3 s a file (97 files).
      // Storage is still fresh per file: test/reset-storage.ts empties D1 and KV first.
      isolate: false,
      testTimeout: 60_000,
      // One workerd per core: vitest's default (cores - 1) runs the files one at a time on a
      // 2-core machine, while its own process mostly waits on workerd.
      maxWorkers: availableParallelism(),
    },
  };
});
