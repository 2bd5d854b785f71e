/**
 * The 'Fund reserve' form's values and their check with the shared `fundReserveInput`
 * (docs/product-rules.md#reserve, RES-1): a whole-XAF amount from 1 to the contract's
 * maximum and a required note. Each check gets a fresh request id: one per funding the
 * admin confirms, so a retry of that confirmation moves the money once (LED-8).
 */
import { msg } from "@lingui/core/macro";
import type { FieldIssue } from "@app/schema/errors";
import { formatXaf, parseWholeXaf } from "@app/web/money";
import type { FieldMessage } from "../../lib/field-message";

export interface FundReserveValues {
  /** As typed; whole XAF once checked ("25 000" and "25,000" read 25000). */
  amount: string;
  note: string;
}

export const EMPTY_FUNDING: FundReserveValues = { amount: "", note: "" };

/** The request body the values stand for, unchecked; an amount that is not whole XAF is NaN. */
export function fundReserveRequest({ amount, note }: FundReserveValues) {
  return { amount: parseWholeXaf(amount) ?? Number.NaN, note, requestId: crypto.randomUUID() };
}

/** The message of each refused field; amounts in the admin's `locale`. */
export function fundReserveMessage(locale: string) {
  return (issue: FieldIssue): FieldMessage | undefined => {
    if (issue.field === "note") return msg`A note is required`;
    if (issue.field !== "amount") return undefined;
    if (issue.code === "too_big" && issue.maximum !== undefined) {
      const maximum = formatXaf(issue.maximum, locale);
      return msg`Must be at most ${maximum}`;
    }
    return msg`Enter a whole number of XAF, at least 1`;
  };
}
