/**
 * The pawaPay Merchant API v2 paths the adapter uses, for Cameroon (MTN_MOMO_CMR, ORANGE_CMR,
 * XAF without decimals): initiate, check status and resend callback of deposits and payouts,
 * public keys, provider availability. Shapes: https://docs.pawapay.io/v2/api-reference
 */
import { type Context, Hono } from "hono";
import type { Engine } from "./engine";
import type { SimDirection } from "./model";
import { hangUntilAborted } from "./hang";
import { field } from "./json";
import { SIMULATOR_KEY_ID } from "./signing";

const PROVIDERS = ["MTN_MOMO_CMR", "ORANGE_CMR"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const failure = (failureCode: string, failureMessage: string) => ({ failureReason: { failureCode, failureMessage } });

/** The pawaPay v2 routes, checking the Bearer token; `maxHangMs` bounds "timeout" answers. */
export function pawapayRoutes(engine: Engine, options: { apiToken: string; publicKeyPem: string; maxHangMs?: number }) {
  const app = new Hono();

  app.use("/v2/*", async (c, next) => {
    const auth = c.req.header("authorization");
    if (!auth) return c.json(failure("NO_AUTHENTICATION", "No API token in the request"), 401);
    if (auth !== `Bearer ${options.apiToken}`) return c.json(failure("AUTHENTICATION_ERROR", "The API token is not valid"), 403);
    await next();
  });

  const initiate = (direction: SimDirection) => async (c: Context) => {
    const idField = direction === "deposit" ? "depositId" : "payoutId";
    const partyField = direction === "deposit" ? "payer" : "recipient";
    const body = await c.req.json().catch(() => null);
    if (!body || typeof body !== "object") return c.json(failure("INVALID_INPUT", "Unable to parse the payload"), 400);
    const id = field(body, idField);
    const amount = field(body, "amount");
    const currency = field(body, "currency");
    const phone = field(body, partyField, "accountDetails", "phoneNumber");
    const provider = field(body, partyField, "accountDetails", "provider");
    const message = field(body, "customerMessage");
    if (typeof id !== "string" || !UUID.test(id)) return c.json(failure("INVALID_PARAMETER", `${idField} must be a UUID`), 400);
    if (
      typeof amount !== "string" ||
      typeof phone !== "string" ||
      typeof provider !== "string" ||
      field(body, partyField, "type") !== "MMO"
    ) {
      return c.json(failure("MISSING_PARAMETER", `amount, currency and ${partyField} are required`), 400);
    }
    const reject = (code: string, message: string) => c.json({ [idField]: id, status: "REJECTED", ...failure(code, message) });
    if (!PROVIDERS.includes(provider)) return reject("INVALID_PROVIDER", "Provider not available on this account");
    if (currency !== "XAF") return reject("INVALID_CURRENCY", "XAF only");
    if (!/^[1-9]\d*$/.test(amount)) return reject("INVALID_AMOUNT", "XAF amounts have no decimals");
    if (!/^2376\d{8}$/.test(phone)) return reject("INVALID_PHONE_NUMBER", "Not a Cameroon mobile number");
    const operation = direction === "deposit" ? "DEPOSIT" : "PAYOUT";
    const availability = engine.availability.get(`${provider}:${operation}`) ?? "OPERATIONAL";
    if (availability === "CLOSED") return reject("PROVIDER_TEMPORARILY_UNAVAILABLE", "The provider is closed");

    const existing = engine.find("pawapay", direction, id);
    if (existing)
      return c.json({ [idField]: id, status: "DUPLICATE_IGNORED", created: new Date(existing.createdAt).toISOString() });
    const behaviour = engine.behaviourFor("pawapay", direction, phone, id);
    const created = new Date(engine.now()).toISOString();
    if (behaviour.acceptedButNotCreated) return c.json({ [idField]: id, status: "ACCEPTED", created });
    const payment = engine.create({
      provider: "pawapay",
      direction,
      id,
      providerReference: id,
      amountXaf: Number(amount),
      currency,
      phone,
      operator: provider,
      description: typeof message === "string" ? message : null,
      stage: "submitted",
      behaviour,
    });
    // Payouts wait in ENQUEUED while the provider is DELAYED, and proceed when it reopens.
    if (availability === "DELAYED" && direction === "payout") {
      payment.enqueued = true;
      payment.finalAt = null;
    }
    if (behaviour.callbackBeforeResponse) await engine.tick();
    if (behaviour.afterCreate === "http_500") return c.json(failure("UNKNOWN_ERROR", "Internal error"), 500);
    if (behaviour.afterCreate === "timeout") return hangUntilAborted(c, options.maxHangMs);
    return c.json({ [idField]: id, status: "ACCEPTED", created });
  };

  const status = (direction: SimDirection) => async (c: Context) => {
    engine.settle();
    const payment = engine.find("pawapay", direction, c.req.param("id") ?? "");
    if (payment?.behaviour.statusLookup === "http_500") return c.json(failure("UNKNOWN_ERROR", "Internal error"), 500);
    if (payment?.behaviour.statusLookup === "timeout") return hangUntilAborted(c, options.maxHangMs);
    if (!payment) return c.json({ status: "NOT_FOUND" });
    return c.json({ status: "FOUND", data: engine.view(payment) });
  };

  const resend = (direction: SimDirection) => async (c: Context) => {
    const id = c.req.param("id") ?? "";
    const idField = direction === "deposit" ? "depositId" : "payoutId";
    engine.settle();
    const payment = engine.find("pawapay", direction, id);
    if (!payment) return c.json({ [idField]: id, status: "REJECTED", ...failure("NOT_FOUND", `No payment ${id}`) });
    if (payment.stage !== "final")
      return c.json({ [idField]: id, status: "REJECTED", ...failure("INVALID_STATE", "Not final yet") });
    await engine.resend(payment);
    return c.json({ [idField]: id, status: "ACCEPTED" });
  };

  for (const direction of ["deposit", "payout"] as const) {
    const path = `/v2/${direction}s`;
    app.post(path, initiate(direction));
    app.post(`${path}/resend-callback/:id`, resend(direction));
    app.get(`${path}/:id`, status(direction));
  }

  app.get("/v2/public-key/http", (c) => c.json([{ id: SIMULATOR_KEY_ID, key: options.publicKeyPem }]));

  app.get("/v2/availability", (c) => {
    const wanted = c.req.query("operationType");
    const types = ["DEPOSIT", "PAYOUT", "REFUND"].filter((t) => !wanted || t === wanted);
    const providers = PROVIDERS.map((provider) => ({
      provider,
      operationTypes: types.map((operationType) => ({
        operationType,
        status: engine.availability.get(`${provider}:${operationType}`) ?? "OPERATIONAL",
      })),
    }));
    const country = c.req.query("country");
    return c.json(country && country !== "CMR" ? [] : [{ country: "CMR", providers }]);
  });

  return app;
}
