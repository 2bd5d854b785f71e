/**
 * The Notch Pay paths the adapter uses: payments (initialize, process, retrieve, list),
 * beneficiaries and transfers (with X-Grant). Shapes: https://developer.notchpay.co/api-reference
 */
import { type Context, Hono } from "hono";
import type { Engine } from "./engine";
import { hangUntilAborted } from "./hang";
import type { SimDirection, SimPayment } from "./model";
import { notchpayView } from "./views";
import { field } from "./json";
import { phoneDigits } from "@app/schema/phone";

const CHANNELS = ["cm.mtn", "cm.orange"];

const answer = (c: Context, code: number, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ code, status: code < 300 ? "Accepted" : "Error", message, ...extra }, code as 200);

/** The Notch Pay routes, checking `Authorization` (and `X-Grant` for transfers and beneficiaries). */
export function notchpayRoutes(engine: Engine, options: { publicKey: string; privateKey: string; maxHangMs?: number }) {
  const app = new Hono();
  const beneficiaries = new Map<string, { phone: string; channel: string }>();

  for (const path of ["/payments", "/transfers", "/beneficiaries"]) {
    const grant = path !== "/payments";
    for (const pattern of [path, `${path}/*`]) {
      app.use(pattern, async (c, next) => {
        if (c.req.header("authorization") !== options.publicKey) return answer(c, 401, "Unauthorized");
        if (grant && c.req.header("x-grant") !== options.privateKey) return answer(c, 403, "A valid X-Grant is required");
        await next();
      });
    }
  }

  /** Answers the initiating call after the creation, following the behaviour. */
  const afterCreate = async (c: Context, payment: SimPayment, ok: () => Response) => {
    if (payment.stage === "submitted" && payment.behaviour.callbackBeforeResponse) await engine.tick();
    if (payment.behaviour.afterCreate === "http_500") return answer(c, 500, "Server Error");
    if (payment.behaviour.afterCreate === "timeout") return hangUntilAborted(c, options.maxHangMs);
    return ok();
  };

  app.post("/payments", async (c) => {
    const body = await c.req.json().catch(() => null);
    const amount = field(body, "amount");
    const reference = field(body, "reference");
    const phone = String(field(body, "phone") ?? "");
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || field(body, "currency") !== "XAF") {
      return answer(c, 422, "amount must be a whole XAF amount and currency XAF");
    }
    if (typeof reference !== "string" || !reference) return answer(c, 422, "reference is required");
    if (engine.find("notchpay", "deposit", reference)) return answer(c, 409, "Reference already exists");
    const behaviour = engine.behaviourFor("notchpay", "deposit", phone, reference);
    const providerReference = `trx.${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
    const transaction = {
      reference: providerReference,
      merchant_reference: reference,
      status: "pending",
      amount,
      currency: "XAF",
    };
    if (behaviour.acceptedButNotCreated) return answer(c, 201, "Payment initialized", { transaction });
    const payment = engine.create({
      provider: "notchpay",
      direction: "deposit",
      id: reference,
      providerReference,
      amountXaf: amount as number,
      currency: "XAF",
      phone: `237${phoneDigits(phone)}`,
      operator: null,
      description: typeof field(body, "description") === "string" ? (field(body, "description") as string) : null,
      stage: "created",
      behaviour,
    });
    return afterCreate(c, payment, () =>
      answer(c, 201, "Payment initialized", {
        transaction: notchpayView(payment),
        authorization_url: `https://pay.notchpay.test/${providerReference}`,
      }),
    );
  });

  const process = async (c: Context) => {
    const payment = engine.find("notchpay", "deposit", c.req.param("reference") ?? "");
    if (!payment) return answer(c, 404, "Payment not found");
    if (payment.stage !== "created") return answer(c, 400, "Payment already processed");
    const body = await c.req.json().catch(() => null);
    const channel = field(body, "channel");
    if (typeof channel !== "string" || !CHANNELS.includes(channel)) return answer(c, 422, "channel must be cm.mtn or cm.orange");
    payment.operator = channel;
    engine.submit(payment);
    if (payment.behaviour.callbackBeforeResponse) await engine.tick();
    return answer(c, 202, "Payment processing initiated", { transaction: notchpayView(payment) });
  };
  app.post("/payments/:reference", process);
  app.put("/payments/:reference", process);

  app.post("/beneficiaries", async (c) => {
    const body = await c.req.json().catch(() => null);
    const channel = field(body, "channel");
    const phone = phoneDigits(String(field(body, "account_number") ?? field(body, "phone") ?? ""));
    if (typeof channel !== "string" || !CHANNELS.includes(channel) || !/^6\d{8}$/.test(phone)) {
      return answer(c, 422, "channel and a Cameroon account_number are required");
    }
    const id = `ben_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    beneficiaries.set(id, { phone: `237${phone}`, channel });
    return c.json(
      { code: 201, status: "Created", message: "Beneficiary created successfully", beneficiary: { id, phone: `+237${phone}` } },
      201,
    );
  });

  app.post("/transfers", async (c) => {
    const body = await c.req.json().catch(() => null);
    const amount = field(body, "amount");
    const reference = field(body, "reference");
    const beneficiary = beneficiaries.get(String(field(body, "beneficiary") ?? ""));
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || field(body, "currency") !== "XAF") {
      return answer(c, 422, "amount must be a whole XAF amount and currency XAF");
    }
    if (typeof reference !== "string" || !reference || !beneficiary)
      return answer(c, 422, "reference and a known beneficiary are required");
    if (engine.find("notchpay", "payout", reference)) return answer(c, 409, "Reference already exists");
    const behaviour = engine.behaviourFor("notchpay", "payout", beneficiary.phone, reference);
    const providerReference = `trf_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
    if (behaviour.acceptedButNotCreated) {
      return answer(c, 201, "Transfer initialized", {
        transfer: { id: providerReference, reference, status: "pending", amount, currency: "XAF" },
      });
    }
    const payment = engine.create({
      provider: "notchpay",
      direction: "payout",
      id: reference,
      providerReference,
      amountXaf: amount as number,
      currency: "XAF",
      phone: beneficiary.phone,
      operator: String(field(body, "channel") ?? beneficiary.channel),
      description: typeof field(body, "description") === "string" ? (field(body, "description") as string) : null,
      stage: "submitted",
      behaviour,
    });
    return afterCreate(c, payment, () => answer(c, 201, "Transfer initialized", { transfer: notchpayView(payment) }));
  });

  for (const [path, direction, wrapper] of [
    ["/payments", "deposit", "transaction"],
    ["/transfers", "payout", "transfer"],
  ] as const) {
    app.get(`${path}/:reference`, async (c) => {
      engine.settle();
      const payment = engine.find("notchpay", direction, c.req.param("reference"));
      if (payment?.behaviour.statusLookup === "http_500") return answer(c, 500, "Server Error");
      if (payment?.behaviour.statusLookup === "timeout") return hangUntilAborted(c, options.maxHangMs);
      if (!payment) return answer(c, 404, "Not found");
      return c.json({ code: 200, status: "OK", message: "Transaction retrieved", [wrapper]: notchpayView(payment) });
    });
    app.get(path, (c) => list(c, direction));
  }

  const list = (c: Context, direction: SimDirection) => {
    engine.settle();
    const limit = Math.min(100, Math.max(1, Number(c.req.query("limit") ?? 30)));
    const page = Math.max(1, Number(c.req.query("page") ?? 1));
    const search = c.req.query("search");
    const start = c.req.query("date_start");
    const end = c.req.query("date_end");
    const all = [...engine.payments.values()].filter((p) => {
      const day = new Date(p.createdAt).toISOString().slice(0, 10);
      return (
        p.provider === "notchpay" &&
        p.direction === direction &&
        (!search || p.id === search || p.providerReference === search) &&
        (!start || day >= start) &&
        (!end || day <= end)
      );
    });
    const items = all.slice((page - 1) * limit, page * limit).map(notchpayView);
    const lastPage = Math.max(1, Math.ceil(all.length / limit));
    return c.json({
      code: 200,
      status: "OK",
      message: "Retrieved",
      totals: all.length,
      last_page: lastPage,
      current_page: page,
      selected: items.length,
      items,
    });
  };

  return app;
}
