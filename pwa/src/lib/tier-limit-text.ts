/**
 * The amount field's message when the API refuses a deposit or withdrawal with 409
 * `tier_limit` (docs/product-rules.md#limits-by-tier, KYC-7): which limit, what it still
 * allows, and how to raise it (verify a number for tier 1, the identity for tier 2). In the
 * `money` catalog, with the deposit and withdrawal dialogs that show it.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrors, FieldIssue } from "./field-issues";
import { formatXaf } from "@app/web/money";

type Limit = NonNullable<FieldIssue["limit"]>;

function limitMessage(limit: Limit, remaining: string): MessageDescriptor {
  switch (limit) {
    case "deposit_day":
      return msg`This is over your deposit limit for today: you can deposit ${remaining} more today.`;
    case "deposit_30d":
      return msg`This is over your deposit limit for 30 days: you can deposit ${remaining} more for now.`;
    case "withdraw_day":
      return msg`This is over your withdrawal limit for today: you can withdraw ${remaining} more today.`;
    case "withdraw_30d":
      return msg`This is over your withdrawal limit for 30 days: you can withdraw ${remaining} more for now.`;
    case "hold":
      return msg`Your account would hold more than your limit allows: you can add ${remaining} more.`;
  }
}

const raise: Record<0 | 1 | 2, MessageDescriptor> = {
  0: msg`Verify your number to raise it: make a deposit from your number with mobile money.`,
  1: msg`Verify your identity to raise it.`,
  2: msg`This is the highest limit.`,
};

/** The text of a `tier_limit` issue in the active language. */
export function tierLimitText(i18n: I18n, issue: FieldIssue): string {
  const remaining = formatXaf(issue.maximum ?? 0, i18n.locale);
  return `${i18n._(limitMessage(issue.limit ?? "deposit_day", remaining))} ${i18n._(raise[issue.tier ?? 0])}`;
}

/** `texts` (a form's field messages) with the amount's worded by `tierLimitText` when the API refused it so. */
export function withTierLimit(
  i18n: I18n,
  issues: FieldErrors,
  texts: Partial<Record<string, string>>,
): Partial<Record<string, string>> {
  const amount = issues.amount;
  return amount?.code === "tier_limit" ? { ...texts, amount: tierLimitText(i18n, amount) } : texts;
}

/** The toast's words for a `tier_limit` refusal; the amount field says which limit. */
export const overTierLimit = msg`This amount is over a limit of your account: see the amount field.`;
