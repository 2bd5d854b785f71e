/**
 * Built-in transfer instructions (docs/product-rules.md#operator): 7 MTN
 * steps from *126#, 6 Orange steps from #150#, used unless the operator set both lists.
 * The receiving numbers are demo numbers and say so.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DepositStepsResponse, DepositStepView } from "@app/schema/contracts/settings";
import { DEPOSIT_STEP_XAF, MIN_DEPOSIT_XAF } from "@app/schema/money";
import { formatXaf } from "@app/web/money";
import type { DepositMethod } from "./deposit-messages";

interface DefaultStep {
  value: string | MessageDescriptor;
  /** A text, or one built from the reader's formatted amounts (one currency label each). */
  description: MessageDescriptor | ((xaf: (amount: number) => string) => MessageDescriptor);
  copyable: boolean;
}

const amount: DefaultStep = {
  value: msg`Amount`,
  description: (xaf) => {
    const minimum = xaf(MIN_DEPOSIT_XAF);
    const step = xaf(DEPOSIT_STEP_XAF);
    return msg`Enter the amount you want to deposit: at least ${minimum}, in multiples of ${step}.`;
  },
  copyable: false,
};
const receiver: DefaultStep = {
  value: "LIONART DEMO",
  description: msg`Check that the receiver name shown is LIONART DEMO.`,
  copyable: false,
};
const confirm: DefaultStep = {
  value: msg`PIN`,
  description: msg`Confirm with your PIN, then keep the transaction ID from the confirmation SMS.`,
  copyable: false,
};
const demoNumber = msg`Enter the LionArt receiving number. This is a demo number, not a real account: do not send real money to it.`;

const DEFAULTS: Record<DepositMethod, DefaultStep[]> = {
  MTN: [
    { value: "*126#", description: msg`Dial the MTN Mobile Money code on your phone.`, copyable: true },
    { value: "1", description: msg`Choose 1: Transfer money.`, copyable: false },
    { value: "1", description: msg`Choose 1: To a Mobile Money user.`, copyable: false },
    { value: "670000000", description: demoNumber, copyable: true },
    amount,
    receiver,
    confirm,
  ],
  Orange: [
    { value: "#150#", description: msg`Dial the Orange Money code on your phone.`, copyable: true },
    { value: "1", description: msg`Choose 1: Transfer money.`, copyable: false },
    { value: "690000000", description: demoNumber, copyable: true },
    amount,
    receiver,
    confirm,
  ],
};

function defaultSteps(i18n: I18n, method: DepositMethod): DepositStepView[] {
  return DEFAULTS[method].map((step, i) => {
    const n = i + 1;
    return {
      key: i18n._(msg`Step ${n}`),
      value: typeof step.value === "string" ? step.value : i18n._(step.value),
      description: i18n._(
        typeof step.description === "function" ? step.description((x) => formatXaf(x, i18n.locale)) : step.description,
      ),
      copyable: step.copyable,
    };
  });
}

/** The operator's steps when both lists are non-empty (docs/product-rules.md#operator), else the defaults. */
export function stepsFor(i18n: I18n, method: DepositMethod, fromServer: DepositStepsResponse | undefined): DepositStepView[] {
  if (fromServer && fromServer.mtnSteps.length > 0 && fromServer.orangeSteps.length > 0) {
    return method === "MTN" ? fromServer.mtnSteps : fromServer.orangeSteps;
  }
  return defaultSteps(i18n, method);
}
