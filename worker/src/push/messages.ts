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

/**
 * The operator's failure codes of automatic payments (docs/product-rules.md#automatic-rails),
 * as the PWA words them (pwa/src/lib/payment-failures.ts and its fr catalogue). A code not
 * listed gets the direction's general sentence.
 */
const FAILURES: Record<PushLocale, { deposit: Record<string, string>; payout: Record<string, string> }> = {
  en: {
    deposit: {
      PAYER_LIMIT_REACHED: "Your mobile money limit was reached. Try a smaller amount, or try again later.",
      PAYER_NOT_FOUND: "This number has no mobile money account with this operator. Check the number.",
      PAYMENT_NOT_APPROVED: "The payment was not approved on your phone in time. No money was taken; you can try again.",
      INSUFFICIENT_BALANCE: "Your mobile money balance is too low for this amount.",
      NOT_FOUND: "The operator never received this payment. No money was taken; you can try again.",
      "": "The operator could not complete the payment. No money was taken; you can try again.",
    },
    payout: {
      RECIPIENT_NOT_FOUND: "This number has no mobile money account with this operator.",
      INVALID_PHONE: "No mobile money operator serves this number.",
      RECIPIENT_NOT_ALLOWED_TO_RECEIVE: "This mobile money account cannot receive this payment.",
      "": "The operator could not send the money.",
    },
  },
  fr: {
    deposit: {
      PAYER_LIMIT_REACHED: "Votre plafond mobile money est atteint. Essayez un montant plus petit, ou réessayez plus tard.",
      PAYER_NOT_FOUND: "Ce numéro n’a pas de compte mobile money chez cet opérateur. Vérifiez le numéro.",
      PAYMENT_NOT_APPROVED:
        "Le paiement n’a pas été validé à temps sur votre téléphone. Aucun argent n’a été prélevé\u00a0; vous pouvez réessayer.",
      INSUFFICIENT_BALANCE: "Votre solde mobile money est insuffisant pour ce montant.",
      NOT_FOUND: "L’opérateur n’a jamais reçu ce paiement. Aucun argent n’a été prélevé\u00a0; vous pouvez réessayer.",
      "": "L’opérateur n’a pas pu effectuer le paiement. Aucun argent n’a été prélevé\u00a0; vous pouvez réessayer.",
    },
    payout: {
      RECIPIENT_NOT_FOUND: "Ce numéro n’a pas de compte mobile money chez cet opérateur.",
      INVALID_PHONE: "Aucun opérateur de mobile money ne dessert ce numéro.",
      RECIPIENT_NOT_ALLOWED_TO_RECEIVE: "Ce compte mobile money ne peut pas recevoir ce paiement.",
      "": "L’opérateur n’a pas pu envoyer l’argent.",
    },
  },
};

type Wording = (p: {
  amount: string;
  note: string;
  card: string;
  failure: string;
  number: string;
  hours: number;
}) => [title: string, body: string];

const WORDING: Record<PushLocale, Record<PersonalNotificationCode, Wording>> = {
  en: {
    deposit_approved: ({ amount }) => ["Deposit approved", `Deposit approved: ${amount} credited to your principal balance`],
    deposit_rejected: ({ note, failure }) =>
      failure
        ? ["Deposit failed", `Your deposit did not go through: ${failure}`]
        : ["Deposit rejected", note ? `Your deposit was rejected: ${note}` : "Your deposit was rejected."],
    withdrawal_approved: ({ amount }) => [
      "Withdrawal approved",
      `Withdrawal approved: ${amount} sent to your mobile money account`,
    ],
    withdrawal_rejected: ({ note, failure }) =>
      failure
        ? ["Withdrawal not paid", `Your withdrawal could not be paid: ${failure} The amount is back in your principal balance.`]
        : ["Withdrawal rejected", note ? `Your withdrawal was rejected: ${note}` : "Your withdrawal was rejected."],
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
    phone_changed: () => [
      "Phone number changed",
      "An administrator changed your registered phone number or mobile money service. If you did not ask for this, contact support.",
    ],
    payout_number_added: ({ number, hours }) => [
      "Withdrawal number added",
      `An administrator verified ${number} for your withdrawals. Withdrawals to it open in ${hours} hours. If you did not ask for this, contact support now.`,
    ],
    identity_verified: () => ["Identity verified", "Your identity has been verified: your account is now at tier 2."],
    identity_rejected: ({ note }) => ["Identity not verified", `Your identity could not be verified: ${note}`],
  },
  fr: {
    deposit_approved: ({ amount }) => ["Dépôt approuvé", `Dépôt approuvé\u00a0: ${amount} crédités sur votre solde principal`],
    deposit_rejected: ({ note, failure }) =>
      failure
        ? ["Dépôt échoué", `Votre dépôt n’a pas abouti\u00a0: ${failure}`]
        : ["Dépôt refusé", note ? `Votre dépôt a été refusé\u00a0: ${note}` : "Votre dépôt a été refusé."],
    withdrawal_approved: ({ amount }) => [
      "Retrait approuvé",
      `Retrait approuvé\u00a0: ${amount} envoyés sur votre compte mobile money`,
    ],
    withdrawal_rejected: ({ note, failure }) =>
      failure
        ? [
            "Retrait non payé",
            `Votre retrait n’a pas pu être payé\u00a0: ${failure} Le montant est revenu sur votre solde principal.`,
          ]
        : ["Retrait refusé", note ? `Votre retrait a été refusé\u00a0: ${note}` : "Votre retrait a été refusé."],
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
    phone_changed: () => [
      "Numéro de téléphone modifié",
      "Un administrateur a modifié votre numéro de téléphone ou votre service mobile money. Si vous ne l’avez pas demandé, contactez le support.",
    ],
    payout_number_added: ({ number, hours }) => [
      "Numéro de retrait ajouté",
      `Un administrateur a vérifié le ${number} pour vos retraits. Les retraits vers ce numéro ouvrent dans ${hours} heures. Si vous ne l’avez pas demandé, contactez le support dès maintenant.`,
    ],
    identity_verified: () => ["Identité vérifiée", "Votre identité a été vérifiée : votre compte passe au niveau 2."],
    identity_rejected: ({ note }) => ["Identité non vérifiée", `Votre identité n’a pas pu être vérifiée : ${note}`],
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
  const failures = FAILURES[locale][message.code === "withdrawal_rejected" ? "payout" : "deposit"];
  const [title, body] = WORDING[locale][message.code]({
    amount: formatXaf(p.amountXaf ?? 0, locale),
    note: p.note?.trim() ?? "",
    // A card's French name to a French subscriber, its English one otherwise (issue 34).
    card: (locale === "fr" && p.cardNameFr) || p.cardName || "",
    failure: p.failureCode ? (failures[p.failureCode] ?? failures[""]!) : "",
    number: p.number ? `+237 ${p.number}` : "",
    hours: p.hours ?? 0,
  });
  return { title, body: clip(body), url: "/dashboard", tag: `notification-${message.notificationId}` };
}

function clip(text: string): string {
  return text.length <= MAX_BODY_CHARS ? text : `${text.slice(0, MAX_BODY_CHARS - 1)}…`;
}
