/**
 * How each provider shows a payment in status lookups and callbacks.
 * pawaPay v2 `data` / callback body: https://docs.pawapay.io/v2/api-reference/deposits/check-deposit-status
 * Notch Pay transaction / transfer: https://developer.notchpay.co/api-reference/payments, .../transfers
 */
import type { SimPayment } from "./model";

const iso = (ms: number) => new Date(ms).toISOString();

function pawapayStatus(p: SimPayment): string {
  if (p.behaviour.reportedStatus) return p.behaviour.reportedStatus;
  if (p.stage !== "final") return p.enqueued ? "ENQUEUED" : "SUBMITTED";
  return p.failureCode ? "FAILED" : "COMPLETED";
}

function reportedAmount(p: SimPayment): number {
  return p.behaviour.reportedAmountXaf ?? p.amountXaf;
}

export function pawapayView(p: SimPayment): Record<string, unknown> {
  const status = pawapayStatus(p);
  return {
    [p.direction === "deposit" ? "depositId" : "payoutId"]: p.id,
    status,
    amount: String(reportedAmount(p)),
    currency: p.currency,
    country: "CMR",
    [p.direction === "deposit" ? "payer" : "recipient"]: {
      type: "MMO",
      accountDetails: { phoneNumber: p.phone, provider: p.operator },
    },
    ...(p.description ? { customerMessage: p.description } : {}),
    created: iso(p.createdAt),
    ...(status === "COMPLETED" ? { providerTransactionId: p.operatorReference } : {}),
    ...(status === "FAILED"
      ? { failureReason: { failureCode: p.failureCode, failureMessage: `Simulated ${p.failureCode}` } }
      : {}),
  };
}

function notchpayStatus(p: SimPayment): string {
  if (p.behaviour.reportedStatus) return p.behaviour.reportedStatus;
  if (p.stage === "created") return "pending";
  if (p.stage !== "final") return "processing";
  return p.failureCode ? "failed" : "complete";
}

export function notchpayView(p: SimPayment): Record<string, unknown> & { status: string } {
  const status = notchpayStatus(p);
  const common = {
    amount: reportedAmount(p),
    currency: p.currency,
    status,
    description: p.description,
    sandbox: true,
    created_at: iso(p.createdAt),
    ...(p.stage === "final" && p.finalAt !== null ? { completed_at: iso(p.finalAt) } : {}),
  };
  if (p.direction === "deposit") {
    return {
      id: `pay_${p.providerReference.slice(4)}`,
      reference: p.providerReference,
      merchant_reference: p.id,
      trxref: p.id,
      ...common,
      customer: { phone: `+${p.phone}` },
      ...(p.operator ? { payment_method: p.operator } : {}),
    };
  }
  return {
    id: p.providerReference,
    reference: p.id,
    ...common,
    channel: p.operator,
    beneficiary: { phone: `+${p.phone}` },
  };
}
