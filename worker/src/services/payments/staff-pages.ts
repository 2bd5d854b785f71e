/**
 * The staff's payments pages (docs/product-rules.md#automatic-rails): the list, one payment
 * with its status history and the provider's raw answers, and "Check status now", which runs
 * the same status lookup as the poller (services/payments/refresh.ts) and is audited.
 */
import type {
  AdminPaymentDetail,
  AdminPaymentPage,
  AdminPaymentView,
  PaymentHistoryEntry,
  PaymentState,
} from "@app/schema/contracts/payments";
import type { paymentEvents } from "@app/schema/db/payments";
import { ApiError } from "../../lib/api-error";
import type { SqlRow } from "../../lib/db";
import type { Direction } from "../../payments/provider";
import type { Rails } from "../../payments/rails-config";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { type PaymentRow, toView } from "./payment-rows";
import { refreshPayment } from "./refresh";

/** Payments newest first, 50 a page, filtered by status and direction; `cursor` is the last `seq` seen. */
export async function listPayments(
  db: D1Database,
  q: { status?: PaymentState; direction?: Direction; cursor?: string },
): Promise<AdminPaymentPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) where.push("p.status = ?") && params.push(q.status);
  if (q.direction) where.push("p.direction = ?") && params.push(q.direction);
  if (q.cursor) where.push("p.seq < ?") && params.push(Number(q.cursor));
  const { results } = await db
    .prepare(
      `SELECT p.*, u.full_name FROM payments p LEFT JOIN users u ON u.id = p.user_id
        ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY p.seq DESC LIMIT 51`,
    )
    .bind(...params)
    .all<PaymentRow & { full_name: string | null }>();
  const page = results.slice(0, 50);
  return {
    payments: page.map(toAdminView),
    nextCursor: results.length > 50 ? String(page[page.length - 1]!.seq) : null,
  };
}

/** One payment with its status history and the provider's raw answers. Raises `not_found`. */
export async function paymentDetail(db: D1Database, id: string): Promise<AdminPaymentDetail> {
  const [row, events] = await db.batch<unknown>([
    db.prepare("SELECT p.*, u.full_name FROM payments p LEFT JOIN users u ON u.id = p.user_id WHERE p.id = ?").bind(id),
    db.prepare("SELECT * FROM payment_events WHERE payment_id = ? ORDER BY id").bind(id),
  ]);
  const payment = (row!.results as (PaymentRow & { full_name: string | null })[])[0];
  if (!payment) throw new ApiError("not_found", "Payment not found.");
  const history: PaymentHistoryEntry[] = (events!.results as SqlRow<typeof paymentEvents>[]).map((e) => ({
    status: e.status,
    at: e.at,
    source: e.source,
    providerStatus: e.provider_status,
    detail: e.detail,
    raw: e.raw === null ? null : (JSON.parse(e.raw) as unknown),
  }));
  return { ...toAdminView(payment), history };
}

/** Staff's 'Check status now': a status lookup by our id, audited. Raises `not_found`. */
export async function checkPaymentNow(rails: Rails, admin: AdminRow, id: string, now = new Date()): Promise<AdminPaymentDetail> {
  await refreshPayment(rails, id, "admin", now);
  await auditStatement(rails.db, admin, "payment.check", { type: "payment", id }).run();
  return paymentDetail(rails.db, id);
}

function toAdminView(r: PaymentRow & { full_name: string | null }): AdminPaymentView {
  return {
    ...toView(r),
    provider: r.provider,
    userId: r.user_id,
    fullName: r.full_name ?? "",
    withdrawalRequestId: r.withdrawal_request_id,
    providerStatus: r.provider_status,
    reviewReason: r.review_reason,
    nextPollAt: r.next_poll_at,
    pollAttempts: r.poll_attempts,
  };
}
