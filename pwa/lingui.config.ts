/**
 * Lingui catalogs of the PWA: en (source) and fr, as .po files compiled by the vite plugin.
 * `messages` holds what every route needs (frame, login, errors; the public pages load it alone); `content` holds the
 * long texts of the signed-in pages and the terms, so a first visit to /login does not
 * download them (bench/bundle-size.mjs); `money` holds the deposit, withdrawal and invest
 * screens, loaded with their dialogs and routes, so home and dashboard do not pay for it;
 * `liabilities` holds the proof of liabilities check (/liabilities), loaded by its route alone.
 */
import { defineConfig } from "@lingui/cli";

const money = [
  "<rootDir>/src/features/deposits/**",
  "<rootDir>/src/features/withdrawals/**",
  "<rootDir>/src/features/investments/**",
];

const liabilities = ["<rootDir>/src/features/liabilities/**"];

const content = [
  "<rootDir>/src/features/home/**",
  "<rootDir>/src/features/dashboard/**",
  "<rootDir>/src/features/terms/**",
  "<rootDir>/src/features/assistant/**",
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
      exclude: [...content, ...money, ...liabilities],
    },
    { path: "<rootDir>/src/locales/{locale}/content", include: content },
    { path: "<rootDir>/src/locales/{locale}/money", include: money },
    { path: "<rootDir>/src/locales/{locale}/liabilities", include: liabilities },
  ],
});
