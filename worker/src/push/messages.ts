/**
 * The wording of a Web Push message in the subscriber's language (docs/product-rules.md#notifications,
 * NOT-12). The service worker shows what it receives without translating, so the Worker words
 * each push in the `locale` saved with the subscription. The sentences are those of the PWA's
 * Notifications dialog (pwa/src/features/dashboard/notifications/wording.ts and its fr catalogue).
 */
import type { PersonalNotificationCode, PersonalNotificationParams } from "@app/schema/contracts/notifications";
import type { PushPayload } from "./types";

export type PushLocale = "en" | "fr";

/** What happened, language-neutral: a personal notification's code and parameters, or an announcement. */
export type PushMessage =
  | { kind: "personal"; notificationId: number; code: PersonalNotificationCode; params: PersonalNotificationParams }
  | { kind: "announcement"; announcementId: number; title: string; message: string };

const numberFormats: Partial<Record<PushLocale, Intl.NumberFormat>> = {};

/** Whole XAF as the PWA prints it: "5,000 FCFA" style per locale (en-CM, fr-CM). */
export function formatXaf(amountXaf: number, locale: PushLocale): string {
  numberFormats[locale] ??= new Intl.NumberFormat(locale === "fr" ? "fr-CM" : "en-CM", {
    style: "currency",
    currency: "XAF",
    maximumFractionDigits: 0,
  });
  return numberFormats[locale].format(amountXaf);
}

type Wording = (p: { amount: string; note: string; card: string }) => [title: string, body: string];

const WORDING: Record<PushLocale, Record<PersonalNotificationCode, Wording>> = {
  en: {
    deposit_approved: ({ amount }) => ["Deposit approved", `Deposit approved: ${amount} credited to your principal balance`],
    deposit_rejected: ({ note }) => [
      "Deposit rejected",
      note ? `Your deposit was rejected: ${note}` : "Your deposit was rejected.",
    ],
    withdrawal_approved: ({ amount }) => [
      "Withdrawal approved",
      `Withdrawal approved: ${amount} sent to your mobile money account`,
    ],
    withdrawal_rejected: ({ note }) => [
      "Withdrawal rejected",
      note ? `Your withdrawal was rejected: ${note}` : "Your withdrawal was rejected.",
    ],
    referral_bonus_paid: ({ amount }) => ["Referral bonus paid", `Referral bonus: ${amount} added to your referral earnings`],
    investment_matured: ({ amount, card }) => [
      "Investment matured",
      card ? `Your investment in ${card} has matured: ${amount}` : `Your investment has matured: ${amount}`,
    ],
    account_suspended: () => ["Account suspended", "Your account has been suspended. Please contact support."],
    account_reactivated: () => ["Account reactivated", "Your account has been reactivated."],
    password_reset: () => [
      "Password reset",
      "An administrator reset your password. Withdrawals are paused for 24 hours for your safety.",
    ],
  },
  fr: {
    deposit_approved: ({ amount }) => ["Dépôt approuvé", `Dépôt approuvé\u00a0: ${amount} crédités sur votre solde principal`],
    deposit_rejected: ({ note }) => [
      "Dépôt refusé",
      note ? `Votre dépôt a été refusé\u00a0: ${note}` : "Votre dépôt a été refusé.",
    ],
    withdrawal_approved: ({ amount }) => [
      "Retrait approuvé",
      `Retrait approuvé\u00a0: ${amount} envoyés sur votre compte mobile money`,
    ],
    withdrawal_rejected: ({ note }) => [
      "Retrait refusé",
      note ? `Votre retrait a été refusé\u00a0: ${note}` : "Votre retrait a été refusé.",
    ],
    referral_bonus_paid: ({ amount }) => [
      "Bonus de parrainage versé",
      `Bonus de parrainage\u00a0: ${amount} ajoutés à vos gains de parrainage`,
    ],
    investment_matured: ({ amount, card }) => [
      "Investissement arrivé à échéance",
      card
        ? `Votre investissement dans ${card} est arrivé à échéance\u00a0: ${amount}`
        : `Votre investissement est arrivé à échéance\u00a0: ${amount}`,
    ],
    account_suspended: () => ["Compte suspendu", "Votre compte a été suspendu. Veuillez contacter le support."],
    account_reactivated: () => ["Compte réactivé", "Votre compte a été réactivé."],
    password_reset: () => [
      "Mot de passe réinitialisé",
      "Un administrateur a réinitialisé votre mot de passe. Les retraits sont suspendus pendant 24 heures pour votre sécurité.",
    ],
  },
};

/** Longest body sent: the notification shade shows a few lines; the dialog has the rest. */
const MAX_BODY_CHARS = 500;

/**
 * The payload the service worker shows for `message`, worded in `locale`. Announcements keep
 * the staff's words (they are written in one language for everyone); taps open /dashboard.
 */
export function renderPush(message: PushMessage, locale: PushLocale): PushPayload {
  if (message.kind === "announcement") {
    return {
      title: message.title,
      body: clip(message.message),
      url: "/dashboard",
      tag: `announcement-${message.announcementId}`,
    };
  }
  const p = message.params;
  const [title, body] = WORDING[locale][message.code]({
    amount: formatXaf(p.amountXaf ?? 0, locale),
    note: p.note?.trim() ?? "",
    card: p.cardName ?? "",
  });
  return { title, body: clip(body), url: "/dashboard", tag: `notification-${message.notificationId}` };
}

function clip(text: string): string {
  return text.length <= MAX_BODY_CHARS ? text : `${text.slice(0, MAX_BODY_CHARS - 1)}…`;
}
