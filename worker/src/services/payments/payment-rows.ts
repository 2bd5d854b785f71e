/**
 * A payment as the `payments` table stores it, and the small facts every part of the
 * automatic rails shares (docs/product-rules.md#automatic-rails): the open states (and
 * their SQL list, as the poller's index spells it), reading one payment by its id, its
 * view for the apps and the staff, the reference read out to support, and the mapping
 * between a withdrawal's service name, our method and the provider's operator.
 * Amounts are whole XAF; times ISO 8601 UTC.
 */
import type { PaymentState, PaymentView } from "@app/schema/contracts/payments";
import { OPEN_PAYMENT_STATUSES } from "@app/schema/contracts/payments";
import type { paymentEvents, payments } from "@app/schema/db/payments";
import type { SqlRow } from "../../lib/db";
import type { Operator } from "../../payments/provider";

export type PaymentRow = SqlRow<typeof payments>;
export type PaymentMethod = PaymentRow["payment_method"];
/** Who moved a payment: `app`, `poll`, `callback`, `admin`, `reconciliation`. */
export type PaymentSource = SqlRow<typeof paymentEvents>["source"];

/** The states in which a payment still waits for the provider's final answer. */
export const OPEN: readonly PaymentState[] = OPEN_PAYMENT_STATUSES;
/** OPEN as an SQL list, spelled as the poller's partial index `payments_due` spells it (migration 0017). */
export const OPEN_SQL = OPEN.map((s) => `'${s}'`).join(", ");

/** Payment `id` as stored, or null. */
export async function paymentRow(db: D1Database, id: string): Promise<PaymentRow | null> {
  return db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();
}

/** A payment as the investor's apps and the staff's pages show it. */
export function toView(r: PaymentRow): PaymentView {
  return {
    id: r.id,
    direction: r.direction,
    status: r.status,
    amountXaf: r.amount_xaf,
    paymentMethod: r.payment_method,
    phone: r.phone,
    reference: r.reference,
    operatorReference: r.operator_reference,
    failureReason: r.failure_code,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** `LA-` and 8 characters of Crockford base32: short enough to read out to support. */
export function newReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `LA-${[...bytes].map((b) => alphabet[b % 32]).join("")}`;
}

/** Our payment method of a withdrawal's mobile-money service. */
export function methodOf(service: "MTN Mobile Money" | "Orange Money"): PaymentMethod {
  return service === "MTN Mobile Money" ? "MTN" : "Orange";
}

/** The provider's operator code of our payment method. */
export function operatorOf(method: PaymentMethod): Operator {
  return method === "MTN" ? "MTN" : "ORANGE";
}
