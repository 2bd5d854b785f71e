/**
 * Lingui catalogs of the PWA: en (source) and fr, as .po files compiled by the vite plugin.
 * `messages` holds what every route needs (the frame, the login and register forms; the public pages load it
 * alone before their first render); `app` holds the signed-in app's own frame, the register form and what
 * every form says once sent, loaded with `messages` by the signed-in app, and by the public pages on a
 * form's first use (features/auth/components/load-form-support.ts) or the register tab's
 * (register-panel.tsx), so /login becomes interactive without them; `content` holds the
 * long texts of the signed-in pages and the terms, so a first visit to /login does not
 * download them (bench/bundle-size.mjs); `money` holds the deposit, withdrawal and invest
 * screens, loaded with their dialogs and routes, so home and dashboard do not pay for it;
 * `liabilities` holds the proof of liabilities check (/liabilities), loaded by its route alone;
 * `first-visit` holds /login's figures, loaded with them.
 */
import { defineConfig } from "@lingui/cli";

const money = [
  "<rootDir>/src/features/deposits/**",
  "<rootDir>/src/features/withdrawals/**",
  "<rootDir>/src/features/investments/**",
  "<rootDir>/src/lib/tier-limit-text.ts",
];

const liabilities = ["<rootDir>/src/features/liabilities/**"];

/** /login's figures below the fold, loaded with them when the reader scrolls there (first-visit.tsx). */
const firstVisit = ["<rootDir>/src/features/auth/components/first-visit-figures.tsx"];

const app = [
  "<rootDir>/../web/src/error-messages.ts",
  "<rootDir>/src/features/auth/components/field-messages.ts",
  "<rootDir>/src/features/auth/components/validate.ts",
  "<rootDir>/src/features/auth/components/change-password-form.tsx",
  "<rootDir>/src/features/auth/components/register-form.tsx",
  "<rootDir>/src/features/auth/components/sign-in-messages.ts",
  "<rootDir>/src/features/auth/components/session-ended-notice.tsx",
  "<rootDir>/src/features/auth/components/sign-in-challenge.tsx",
  "<rootDir>/src/features/auth/components/suspended-banner.tsx",
  "<rootDir>/src/features/frame/components/side-drawer.tsx",
  "<rootDir>/src/features/frame/components/nav-links.tsx",
  "<rootDir>/src/features/frame/components/app-top-bar.tsx",
  "<rootDir>/src/features/frame/components/session-button.tsx",
  "<rootDir>/src/routes/__root.tsx",
  "<rootDir>/src/routes/-components/**",
  "<rootDir>/src/components/ui/copy-button.tsx",
  "<rootDir>/src/components/ui/modal.tsx",
  "<rootDir>/src/components/ui/full-screen-loading.tsx",
];

const content = [
  "<rootDir>/src/features/home/**",
  "<rootDir>/src/features/dashboard/**",
  "<rootDir>/src/features/terms/**",
  "<rootDir>/src/features/assistant/**",
  "<rootDir>/src/features/identity/**",
  "<rootDir>/src/routes/_auth/**",
  "<rootDir>/src/public/terms-page.tsx",
  // Payment failures: worded in the withdrawal history, the notifications and the deposit
  // dialog, all on signed-in screens, which load this catalog first.
  "<rootDir>/src/lib/payment-failures.ts",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/../web/src"],
      // Tests name messages too; no catalog ships them.
      exclude: [...app, ...content, ...money, ...liabilities, ...firstVisit, "**/*.test.*"],
    },
    { path: "<rootDir>/src/locales/{locale}/app", include: app },
    { path: "<rootDir>/src/locales/{locale}/content", include: content },
    { path: "<rootDir>/src/locales/{locale}/money", include: money },
    { path: "<rootDir>/src/locales/{locale}/liabilities", include: liabilities },
    { path: "<rootDir>/src/locales/{locale}/first-visit", include: firstVisit },
  ],
});
