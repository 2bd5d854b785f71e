/**
 * Automatic mobile-money rails (docs/product-rules.md#automatic-rails): the investor's
 * deposits through a provider, the providers' callbacks, and the staff's payments view.
 * Investor handlers act only on the session's own user (another user's payment is 404);
 * the callback route has no session: its signature, verified on the raw body, is its
 * authentication; every staff change is audited.
 */
import {
  PAYMENT_PROVIDERS,
  adminPaymentListQuery,
  paymentChannelsInput,
  paymentDepositInput,
} from "@app/schema/contracts/payments";
import { z } from "zod/mini";
import { ApiError } from "../lib/api-error";
import { validate } from "../lib/validate";
import { activeInvestorRoutes, adminRoutes, investorRoutes, publicRoutes } from "../middleware/auth";
import type { ProviderName } from "../payments/provider";
import { railsOf } from "../payments/rails-config";
import { queueUnpushedPersonal } from "../push/dispatch";
import { checkPaymentNow, listPayments, paymentDetail } from "../services/payments/staff-pages";
import { paymentChannels, savePaymentChannels } from "../services/payments/channels";
import { receiveCallback } from "../services/payments/callbacks";
import { createDeposit, ownDeposit, ownDeposits } from "../services/payments/deposits";
import { lastReconciliation, operatorAvailability } from "../services/payments/reconciliation";
import { startReconciliationOnQueue } from "../services/payments/reconciliation-queue";

/** Our payment ids are UUIDv4s; anything else is a 400 naming the field. */
const paymentIdParam = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, "Invalid payment id")),
});
const PROVIDERS = new Set<string>(PAYMENT_PROVIDERS);

/** Mounted at `/api`: the investor's side. */
export const paymentRoutes = investorRoutes()
  .get("/payments/channels", async (c) => c.json(await paymentChannels(c.env.DB)))
  .get("/payments/deposits", async (c) => c.json({ payments: await ownDeposits(c.env.DB, c.var.user.id) }))
  .get("/payments/deposits/:id", validate("param", paymentIdParam), async (c) =>
    c.json(await ownDeposit(c.env.DB, c.var.user.id, c.req.valid("param").id)),
  )
  .route(
    "/",
    activeInvestorRoutes().post("/payments/deposits", validate("json", paymentDepositInput), async (c) => {
      const created = await createDeposit(railsOf(c.env), c.var.user, c.req.valid("json"));
      queueUnpushedPersonal(c); // an outcome known at once (a refusal) is pushed too (NOT-10)
      return c.json(created, 201);
    }),
  );

/** Mounted at `/api`: provider callbacks, authenticated by their signature (RAIL-6). */
export const paymentCallbackRoutes = publicRoutes().post("/payments/:provider/callback", async (c) => {
  // A provider we do not have is a path that does not exist, as for any other unknown path.
  const provider = c.req.param("provider");
  if (!PROVIDERS.has(provider)) throw new ApiError("not_found", "No such provider.");
  const body = new Uint8Array(await c.req.arrayBuffer());
  const outcome = await receiveCallback(railsOf(c.env), provider as ProviderName, {
    method: c.req.method,
    url: c.req.url,
    headers: c.req.raw.headers,
    body,
  });
  if (outcome.process) {
    c.executionCtx.waitUntil(outcome.process);
    queueUnpushedPersonal(c);
  }
  return c.json(outcome.body, outcome.status);
});

/** Mounted at `/api/admin`. */
export const adminPaymentRoutes = adminRoutes()
  .get("/payments", validate("query", adminPaymentListQuery), async (c) =>
    c.json(await listPayments(c.env.DB, c.req.valid("query"))),
  )
  .get("/payments/reconciliation", async (c) => c.json(await lastReconciliation(c.env.DB)))
  .post("/payments/reconciliation/run", async (c) => {
    const { view } = await startReconciliationOnQueue(railsOf(c.env), c.env.RECONCILE_QUEUE, new Date(), c.var.admin);
    return c.json(view);
  })
  .get("/payments/availability", async (c) => c.json(await operatorAvailability(railsOf(c.env))))
  .get("/payments/:id", validate("param", paymentIdParam), async (c) =>
    c.json(await paymentDetail(c.env.DB, c.req.valid("param").id)),
  )
  .post("/payments/:id/check", validate("param", paymentIdParam), async (c) => {
    const detail = await checkPaymentNow(railsOf(c.env), c.var.admin, c.req.valid("param").id);
    queueUnpushedPersonal(c);
    return c.json(detail);
  })
  .get("/payment-channels", async (c) => c.json(await paymentChannels(c.env.DB)))
  .put("/payment-channels", validate("json", paymentChannelsInput), async (c) =>
    c.json(await savePaymentChannels(c.env.DB, c.var.admin, c.req.valid("json"))),
  );
