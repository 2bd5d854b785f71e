/**
 * The deposit decision's values as typed, and their check with the shared
 * `depositDecisionInput` (docs/product-rules.md#deposits, DEP-5): on approval the amount
 * received is whole XAF from 1 to 10,000,000 (the declared amount unless the admin saw a
 * different one arrive) and is sent only when it differs; a different amount needs a note
 * saying why, a rule of this panel's (the API takes notes as optional).
 */
import { msg } from "@lingui/core/macro";
import { type DepositDecisionInput, depositDecisionInput } from "@app/schema/contracts/deposits";
import type { FieldIssue } from "@app/schema/errors";
import { parseWholeXaf } from "@app/web/money";
import type { FieldMessage } from "../../lib/field-message";
import { checkWith, parseWith } from "../../lib/form";

export interface DepositDecisionValues {
  /** The amount received as typed; read only on approval. */
  amount: string;
  adminNotes: string;
}

/** What the decision is about: approve or reject, and the declared amount in whole XAF. */
export interface DepositDecisionContext {
  status: DepositDecisionInput["status"];
  declaredXaf: number;
}

/** The form's starting values: the declared amount and no notes. */
export function depositDecisionValues(declaredXaf: number): DepositDecisionValues {
  return { amount: String(declaredXaf), adminNotes: "" };
}

/** The amount typed, in whole XAF, or null when it is not a whole number. */
export function receivedXaf(values: DepositDecisionValues): number | null {
  return parseWholeXaf(values.amount);
}

/** True when approving credits an amount other than the declared one (a note is then required). */
export function amountDiffers({ status, declaredXaf }: DepositDecisionContext, values: DepositDecisionValues): boolean {
  const received = receivedXaf(values);
  return status === "approved" && received !== null && received !== declaredXaf;
}

function toInput({ status }: DepositDecisionContext, values: DepositDecisionValues) {
  const notes = values.adminNotes.trim();
  return {
    status,
    adminNotes: notes === "" ? undefined : notes,
    amount: status === "approved" ? (receivedXaf(values) ?? Number.NaN) : undefined,
  };
}

/** One message per refused field, for the client's check and the server's issues alike. */
export function depositIssueMessage(issue: FieldIssue): FieldMessage | undefined {
  if (issue.field === "amount") return msg`Enter the whole number of XAF received`;
  if (issue.field === "adminNotes") {
    const maximum = issue.maximum ?? 500;
    return msg`At most ${maximum} characters`;
  }
  return undefined;
}

/** The form's `onSubmit` check: the contract's refusals, then a note for a different amount. */
export function checkDepositDecision(
  context: DepositDecisionContext,
  values: DepositDecisionValues,
): { fields: Record<string, FieldMessage> } | undefined {
  const refused = checkWith(
    depositDecisionInput,
    (v: DepositDecisionValues) => toInput(context, v),
    depositIssueMessage,
  )({
    value: values,
  });
  if (refused || !amountDiffers(context, values) || values.adminNotes.trim() !== "") return refused;
  return { fields: { adminNotes: msg`Say why the amount differs from the declared one` } };
}

/** The request body of values that passed `checkDepositDecision`: the amount only when it differs. */
export function depositDecision(context: DepositDecisionContext, values: DepositDecisionValues): DepositDecisionInput {
  const { amount, ...decision } = parseWith(depositDecisionInput, toInput(context, values));
  return amount === undefined || amount === context.declaredXaf ? decision : { ...decision, amount };
}
