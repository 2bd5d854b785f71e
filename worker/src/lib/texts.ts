/**
 * Every user-facing text the Worker writes itself (the statement CSV's labels, the
 * switched-off answers of the availability checks), in en and fr, keyed by code. The SPAs
 * render their own Lingui messages from the codes the API sends; these texts are for the
 * places where the Worker hands the reader a finished text (a downloaded CSV) or where a
 * client shows the API's answer as it is.
 *
 * The reader's language: an explicit `?lang=` where a route offers one, else the first
 * of en or fr in the request's `Accept-Language`, else en. We keep no language per user.
 * Error bodies keep their English `error` sentence for logs and other clients; their
 * `code` is what our clients translate (docs/ARCHITECTURE.md#codes-not-sentences).
 */
import type { UserAccountKind } from "@app/schema/db/ledger";

export const LANGS = ["en", "fr"] as const;
export type Lang = (typeof LANGS)[number];

/** A switched-off service, as the availability check and the 503 name it. */
export type OffCode = "deposits_disabled" | "withdrawals_disabled";

/** The kinds of ledger transfer a statement names. */
export type StatementKind =
  | "deposit"
  | "investment"
  | "daily_return"
  | "maturity"
  | "referral_bonus"
  | "referral_to_principal"
  | "withdrawal_hold"
  | "withdrawal_payout"
  | "withdrawal_fee"
  | "withdrawal_release"
  | "adjustment";

interface Texts {
  /** The spec's messages for a switched-off service (docs/product-rules.md#switches). */
  off: Record<OffCode, string>;
  /** The statement CSV's header row, in column order. */
  statementHeaders: readonly [string, string, string, string, string, string, string];
  accounts: Record<UserAccountKind, string>;
  kinds: Record<StatementKind, string>;
}

const en: Texts = {
  off: {
    deposits_disabled: "Deposit services are temporarily under maintenance to improve security. Please try again later.",
    withdrawals_disabled: "Withdrawal requests are currently disabled by administration. Please try again later.",
  },
  statementHeaders: ["Date (Africa/Douala)", "Account", "Type", "Reference", "Debit (XAF)", "Credit (XAF)", "Balance (XAF)"],
  accounts: { principal: "Principal", referral: "Referral", invested: "Invested", withdrawal_hold: "Withdrawal hold" },
  kinds: {
    deposit: "Deposit",
    investment: "Investment",
    daily_return: "Daily return",
    maturity: "Investment matured",
    referral_bonus: "Referral bonus",
    referral_to_principal: "Referral balance to principal",
    withdrawal_hold: "Withdrawal requested",
    withdrawal_payout: "Withdrawal paid",
    withdrawal_fee: "Withdrawal fee",
    withdrawal_release: "Withdrawal rejected, funds returned",
    adjustment: "Adjustment",
  },
};

const fr: Texts = {
  off: {
    deposits_disabled:
      "Les services de dépôt sont temporairement en maintenance pour renforcer la sécurité. Veuillez réessayer plus tard.",
    withdrawals_disabled:
      "Les demandes de retrait sont actuellement désactivées par l'administration. Veuillez réessayer plus tard.",
  },
  statementHeaders: ["Date (Africa/Douala)", "Compte", "Type", "Référence", "Débit (XAF)", "Crédit (XAF)", "Solde (XAF)"],
  accounts: { principal: "Principal", referral: "Parrainage", invested: "Investi", withdrawal_hold: "Retrait en attente" },
  kinds: {
    deposit: "Dépôt",
    investment: "Investissement",
    daily_return: "Rendement journalier",
    maturity: "Investissement arrivé à échéance",
    referral_bonus: "Bonus de parrainage",
    referral_to_principal: "Solde de parrainage vers principal",
    withdrawal_hold: "Retrait demandé",
    withdrawal_payout: "Retrait payé",
    withdrawal_fee: "Frais de retrait",
    withdrawal_release: "Retrait refusé, fonds restitués",
    adjustment: "Ajustement",
  },
};

/** The catalogs; `satisfies` keeps fr from missing a code en has. */
export const TEXTS = { en, fr } as const satisfies Record<Lang, Texts>;

/** The texts of one language. */
export function texts(lang: Lang): Texts {
  return TEXTS[lang];
}

/**
 * The reader's language from an `Accept-Language` header (RFC 9110 section 12.5.4): the
 * first of en or fr by quality, ties in header order; en when neither is named.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  if (!header) return "en";
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.trim().split("-")[0];
    if (primary !== "en" && primary !== "fr") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? "en";
}

/** The request's language: `explicit` (a route's `?lang=`) when given, else its Accept-Language. */
export function requestLang(req: { header(name: string): string | undefined }, explicit?: Lang): Lang {
  return explicit ?? langFromAcceptLanguage(req.header("accept-language"));
}
