/**
 * What a proposal does, as one line of text in the reader's language, for its audit entry
 * (docs/product-rules.md#audit-log, ADM-6, and #approvals): worded from the figures the entry
 * stores (`ApprovalDetails`, as the approvals tab words them), with amounts formatted as the
 * rest of the panel formats them. Entries written before the figures were stored hold an
 * English summary instead; `summaryWords` reads the sentences the server wrote then and words
 * them the same way, and leaves any other text as it is, so nothing stored is hidden.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApprovalDetails } from "@app/schema/contracts/approvals";
import { formatPhone, formatXaf } from "@app/web/money";

type Move = { account: string; fromXaf: number; toXaf: number };

function movesWords(moves: readonly Move[], i18n: I18n): string {
  return moves
    .map((m) => {
      const from = formatXaf(m.fromXaf, i18n.locale);
      const to = formatXaf(m.toXaf, i18n.locale);
      return m.account === "principal" ? i18n._(msg`Principal: ${from} → ${to}`) : i18n._(msg`Referral: ${from} → ${to}`);
    })
    .join(", ");
}

function userWords(userId: number, fullName: string | null, i18n: I18n): string {
  return fullName ?? i18n._(msg`user #${userId}`);
}

/** The line of a proposal of `amountXaf` with these figures. */
export function approvalWords(details: ApprovalDetails, amountXaf: number, i18n: I18n): string {
  const amount = formatXaf(amountXaf, i18n.locale);
  switch (details.kind) {
    case "reserve_funding":
      return i18n._(msg`Fund the returns reserve with ${amount}`);
    case "balance_adjustment": {
      const who = userWords(details.userId, details.fullName, i18n);
      const changes = movesWords(details.moves, i18n);
      return i18n._(msg`Balance adjustment for ${who}: ${changes}`);
    }
    case "withdrawal_approval": {
      const id = details.withdrawalId;
      const number = formatPhone(details.accountNumber);
      return i18n._(msg`Approve withdrawal #${id} of ${amount} to ${number}`);
    }
    case "phone_change": {
      const who = userWords(details.userId, details.fullName, i18n);
      const from = formatPhone(details.fromPhone);
      const to = formatPhone(details.toPhone);
      const fromService = details.fromService;
      const toService = details.toService;
      const change = i18n._(msg`${from} (${fromService}) → ${to} (${toService})`);
      return i18n._(msg`Payout phone change for ${who}: ${change}`);
    }
    case "suspense_refund": {
      const payer = formatPhone(details.payerPhone);
      return i18n._(msg`Refund ${amount} held in suspense to ${payer}`);
    }
    case "number_verification": {
      const who = userWords(details.userId, details.fullName, i18n);
      const number = formatPhone(details.number);
      const service = details.service;
      return i18n._(msg`Verify ${number} (${service}) for the withdrawals of ${who}`);
    }
    case "identity_verification": {
      const who = userWords(details.userId, details.fullName, i18n);
      return i18n._(msg`Identity verification: ${who}`);
    }
  }
}

/** The sentences the server wrote as a proposal's summary before its figures were stored. */
const OLD_SUMMARIES: readonly [RegExp, (m: RegExpExecArray, i18n: I18n) => string][] = [
  [
    /^Approve withdrawal #(\d+) of (\d+) XAF to \S+ (\d+)$/,
    (m, i18n) => {
      const id = m[1] ?? "";
      const amount = formatXaf(Number(m[2]), i18n.locale);
      const number = formatPhone(m[3] ?? "");
      return i18n._(msg`Approve withdrawal #${id} of ${amount} to ${number}`);
    },
  ],
  [
    /^Fund the returns reserve with (\d+) XAF$/,
    (m, i18n) => {
      const amount = formatXaf(Number(m[1]), i18n.locale);
      return i18n._(msg`Fund the returns reserve with ${amount}`);
    },
  ],
  [
    /^Adjust (.+) of user #(\d+)$/,
    (m, i18n) => {
      const moves = [...(m[1] ?? "").matchAll(/(principal|referral) (-?\d+) -> (-?\d+) XAF/g)].map((x) => ({
        account: x[1] ?? "",
        fromXaf: Number(x[2]),
        toXaf: Number(x[3]),
      }));
      const who = userWords(Number(m[2]), null, i18n);
      const changes = movesWords(moves, i18n);
      return i18n._(msg`Balance adjustment for ${who}: ${changes}`);
    },
  ],
  [
    /^Change the payout details of user #(\d+) from (\d+) \((.+?)\) to (\d+) \((.+?)\)$/,
    (m, i18n) => {
      const who = userWords(Number(m[1]), null, i18n);
      const from = formatPhone(m[2] ?? "");
      const fromService = m[3] ?? "";
      const to = formatPhone(m[4] ?? "");
      const toService = m[5] ?? "";
      const change = i18n._(msg`${from} (${fromService}) → ${to} (${toService})`);
      return i18n._(msg`Payout phone change for ${who}: ${change}`);
    },
  ],
  [
    /^Refund (\d+) XAF held in suspense \(payment \S+\) to (\d+)$/,
    (m, i18n) => {
      const amount = formatXaf(Number(m[1]), i18n.locale);
      const payer = formatPhone(m[2] ?? "");
      return i18n._(msg`Refund ${amount} held in suspense to ${payer}`);
    },
  ],
];

/** An older entry's English summary in the reader's language; a sentence it does not know, as it is. */
export function summaryWords(summary: string, i18n: I18n): string {
  for (const [pattern, words] of OLD_SUMMARIES) {
    const m = pattern.exec(summary);
    if (m) return words(m, i18n);
  }
  return summary;
}
