/**
 * The control endpoint, under /__control (development and tests only; the simulator listens on
 * 127.0.0.1). Scenarios beyond the test numbers are rules: the behaviour of the next payments
 * that match a phone or an id. Time moves with POST /__control/clock/advance.
 *
 *   POST   /__control/rules           {match: {phone?, id?, provider?, direction?}, behaviour, uses?}
 *   DELETE /__control/rules
 *   POST   /__control/clock/advance   {seconds}      settle and deliver what became due
 *   GET    /__control/clock
 *   POST   /__control/tick                           deliver due callbacks now
 *   PUT    /__control/availability    {provider: MTN_MOMO_CMR | ORANGE_CMR, operationType, status}
 *   GET    /__control/payments | /__control/callbacks
 *   POST   /__control/reset
 */
import { Hono } from "hono";
import type { Engine } from "./engine";
import { field } from "./json";
import { type Behaviour, type Rule, TEST_NUMBERS } from "./model";

const BEHAVIOUR_KEYS = new Set<keyof Behaviour>([
  "failureCode",
  "completeAfterSeconds",
  "pendingForever",
  "callback",
  "duplicateCallback",
  "callbackBeforeResponse",
  "afterCreate",
  "acceptedButNotCreated",
  "badSignature",
  "staleSignature",
  "reportedAmountXaf",
  "lateSuccess",
  "reportedStatus",
  "statusLookup",
]);

/** The /__control routes over `engine` (no authentication: the simulator listens on loopback only). */
export function controlRoutes(engine: Engine) {
  const app = new Hono();

  app.get("/", (c) =>
    c.json({ testNumbers: TEST_NUMBERS, behaviours: [...BEHAVIOUR_KEYS], now: new Date(engine.now()).toISOString() }),
  );

  app.post("/rules", async (c) => {
    const body = await c.req.json().catch(() => null);
    const behaviour = field(body, "behaviour");
    const match = field(body, "match");
    const uses = field(body, "uses");
    if (!behaviour || typeof behaviour !== "object" || !match || typeof match !== "object") {
      return c.json({ error: "match and behaviour objects are required" }, 400);
    }
    const unknown = Object.keys(behaviour).filter((k) => !BEHAVIOUR_KEYS.has(k as keyof Behaviour));
    if (unknown.length) return c.json({ error: `unknown behaviour: ${unknown.join(", ")}` }, 400);
    const rule: Rule = { match: match as Rule["match"], behaviour: behaviour as Behaviour };
    if (typeof uses === "number") rule.uses = uses;
    engine.addRule(rule);
    return c.json({ ok: true }, 201);
  });

  app.delete("/rules", (c) => {
    engine.clearRules();
    return c.body(null, 204);
  });

  app.get("/clock", (c) => c.json({ now: new Date(engine.now()).toISOString() }));

  app.post("/clock/advance", async (c) => {
    const seconds = Number(field(await c.req.json().catch(() => null), "seconds"));
    if (!Number.isFinite(seconds) || seconds < 0) return c.json({ error: "seconds must be a number >= 0" }, 400);
    await engine.advance(seconds);
    return c.json({ now: new Date(engine.now()).toISOString() });
  });

  app.post("/tick", async (c) => {
    await engine.tick();
    return c.json({ now: new Date(engine.now()).toISOString() });
  });

  app.put("/availability", async (c) => {
    const body = await c.req.json().catch(() => null);
    const provider = field(body, "provider");
    const operationType = field(body, "operationType");
    const status = field(body, "status");
    if (
      typeof provider !== "string" ||
      typeof operationType !== "string" ||
      !["OPERATIONAL", "DELAYED", "CLOSED"].includes(String(status))
    ) {
      return c.json({ error: "provider, operationType and status (OPERATIONAL | DELAYED | CLOSED) are required" }, 400);
    }
    engine.setAvailability(provider, operationType, String(status));
    return c.body(null, 204);
  });

  app.get("/payments", (c) => c.json([...engine.payments.values()].map((p) => ({ ...p, view: engine.view(p) }))));
  app.get("/callbacks", (c) => c.json(engine.deliveries));

  app.post("/reset", (c) => {
    engine.reset();
    return c.body(null, 204);
  });

  return app;
}
