/**
 * Automatic rails, one test per simulator scenario (issue 11; docs/product-rules.md#automatic-rails):
 * deposits and payouts through the Worker's own routes, poller and callback route, with the
 * provider simulator in-process and its clock moved by hand. Every test ends with the ledger
 * auditor (test/apply-migrations.ts): trial balance 0, cached balances equal their entries.
 */
import { env, SELF } from "cloudflare:test";
import { DEV_CREDENTIALS, type Rule } from "@app/simulator";
import type { PaymentView } from "@app/schema/contracts/payments";
import { withdrawalFeeXaf } from "@app/schema/money";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminCookie, call, enrolledAdmin, newPhone, ORIGIN, principalOf, registerInvestor } from "../../test/helpers";
import { count, freshRegistrationsPerTest } from "../../test/money-safety-helpers";
import { asCallback, useAutomaticChannels, useSimulatorForRails } from "../../test/payments-simulator";
import { providersFor, railsOf } from "../payments/rails-config";
import { createDeposit, pollDuePayments, receiveCallback, refreshPayment } from "../services/payments";
import type { AdminRow } from "../services/admins";
import type { UserRow } from "../services/users";
import { decideWithdrawal } from "../services/withdrawals";
import { reconcile } from "../services/reconciliation";

freshRegistrationsPerTest();

type Sim = Awaited<ReturnType<typeof useSimulatorForRails>>;
let sim: Sim;

beforeEach(async () => {
  sim = await useSimulatorForRails();
  await useAutomaticChannels();
});
afterEach(() => sim.stop());

async function deposit(cookie: string, phone: string, amount = 10_000) {
  const res = await call("/api/payments/deposits", { method: "POST", cookie, body: { amount, paymentMethod: "MTN", phone } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; status: string; reference: string; payment: PaymentView };
}

async function payment(id: string) {
  return (await env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<Record<string, unknown>>())!;
}

/** Runs the poller as the cron would, `seconds` after the payment's creation. */
async function pollAt(id: string, seconds: number) {
  const { created_at } = await payment(id);
  return pollDuePayments(railsOf(env), new Date(Date.parse(created_at as string) + seconds * 1000));
}

/** Delivers every callback the simulator sent to the Worker's callback route; returns the answers. */
async function deliverCallbacks(): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of sim.callbacks.splice(0)) {
    const outcome = await receiveCallback(
      railsOf(env),
      request.url.includes("/notchpay/") ? "notchpay" : "pawapay",
      await asCallback(request),
    );
    await outcome.process;
    statuses.push(outcome.status);
  }
  return statuses;
}

const depositTransfers = async (id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transfers WHERE payment_id = ?").bind(id).first<{ n: number }>())!.n;

const rule = (phone: string, behaviour: Rule["behaviour"]) => sim.rule({ match: { phone }, behaviour, uses: 1 });

/** A new investor's deposit of 10,000 XAF from `phone`, which the simulator answers as `behaviour` says when given. */
async function depositBy(phone: string, behaviour?: Rule["behaviour"]) {
  const { cookie } = await registerInvestor();
  if (behaviour) rule(phone, behaviour);
  return { cookie, ...(await deposit(cookie, phone)) };
}

describe("deposits through the provider", () => {
  it("653456789 completes: pending, then the signed callback credits the principal once", async () => {
    const { cookie, ...created } = await depositBy("653456789");
    expect(created).toMatchObject({ status: "pending", reference: expect.stringMatching(/^LA-[0-9A-Z]{8}$/) });
    expect(await principalOf(cookie)).toBe(0);
    await sim.advance(5);
    expect(await deliverCallbacks()).toEqual([200]);
    const view = (await (await call(`/api/payments/deposits/${created.id}`, { cookie })).json()) as PaymentView;
    expect(view).toMatchObject({ status: "succeeded", amountXaf: 10_000, operatorReference: expect.any(String) });
    expect(await principalOf(cookie)).toBe(10_000);
    // The notification, once.
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string }[];
    expect(bell.filter((n) => n.kind === "deposit_approved")).toHaveLength(1);
  });

  it.each([
    ["653456019", "PAYER_LIMIT_REACHED"],
    ["653456029", "PAYER_NOT_FOUND"],
    ["653456039", "PAYMENT_NOT_APPROVED"],
    ["653456069", "UNSPECIFIED_FAILURE"],
  ])("%s fails with %s, found by the poller; nothing is credited", async (phone, code) => {
    const { cookie, id } = await depositBy(phone);
    await sim.advance(5);
    sim.callbacks.splice(0); // dropped: the poller finds it
    expect(await pollAt(id, 31)).toEqual({ checked: 1, settled: 1 });
    expect(await payment(id)).toMatchObject({ status: "failed", failure_code: code });
    expect(await principalOf(cookie)).toBe(0);
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string; params: unknown }[];
    const personal = bell.filter((n) => n.kind !== "announcement");
    expect(personal.map((n) => n.kind)).toEqual(["deposit_rejected"]);
    // The operator's code, for each app to word in its reader's language; no English sentence.
    expect(personal[0]!.params).toEqual({ failureCode: code });
  });

  it("653456129 sends no callback and stays pending until its last check, then needs review; nothing is credited", async () => {
    const { cookie, id } = await depositBy("653456129");
    await sim.advance(600);
    expect(sim.callbacks).toHaveLength(0);
    for (const s of [31, 61, 121, 301, 601, 1801, 3601, 10_801, 21_601, 43_201, 86_401]) {
      await pollAt(id, s);
      expect((await payment(id)).status).toBe("pending");
    }
    await pollAt(id, 172_801);
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    expect(await principalOf(cookie)).toBe(0);
  });

  it("success after N seconds: pending at the earlier checks, succeeded at the one after N", async () => {
    const { cookie, id } = await depositBy("677000001", { completeAfterSeconds: 100 });
    await sim.advance(31);
    await pollAt(id, 31);
    expect((await payment(id)).status).toBe("pending");
    await sim.advance(30);
    await pollAt(id, 61);
    expect((await payment(id)).status).toBe("pending");
    await sim.advance(60);
    sim.callbacks.splice(0);
    await pollAt(id, 121);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("pending forever: never failed, never credited; needs review after 48 hours", async () => {
    const { id } = await depositBy("677000002", { pendingForever: true });
    await pollAt(id, 86_401);
    expect((await payment(id)).status).toBe("pending");
    await pollAt(id, 172_801);
    expect((await payment(id)).status).toBe("needs_review");
    expect(await depositTransfers(id)).toBe(0);
  });

  it("a duplicated callback is stored once and credits once", async () => {
    const { cookie, id } = await depositBy("677000003", { duplicateCallback: true });
    await sim.advance(5);
    expect(sim.callbacks).toHaveLength(2);
    expect(await deliverCallbacks()).toEqual([200, 200]);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(1);
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a callback before the initiating call returns: credited once, and the late 'accepted' does not undo it", async () => {
    const { cookie } = await registerInvestor();
    sim.stop();
    // This time the simulator delivers straight to the Worker's callback route, during the initiating call.
    sim = await useSimulatorForRails({
      deliver: async (request) => {
        const outcome = await receiveCallback(railsOf(env), "pawapay", await asCallback(request));
        await outcome.process;
        return new Response(null, { status: outcome.status });
      },
    });
    rule("677000004", { callbackBeforeResponse: true });
    const created = await deposit(cookie, "677000004");
    expect(created.status).toBe("succeeded");
    await pollAt(created.id, 31);
    expect((await payment(created.id)).status).toBe("succeeded");
    expect(await depositTransfers(created.id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it.each([["http_500"], ["timeout"]] as const)(
    "%s after the provider created it: unknown, never failed; the lookup with the same id credits it once",
    async (afterCreate) => {
      const phone = afterCreate === "http_500" ? "677000005" : "677000006";
      const { cookie, ...created } = await depositBy(phone, { afterCreate });
      expect(created.status).toBe("unknown");
      await sim.advance(5);
      await deliverCallbacks();
      await pollAt(created.id, 31);
      expect((await payment(created.id)).status).toBe("succeeded");
      expect(sim.sim.engine.payments.size).toBe(1); // one payment at the provider: never sent twice under new ids
      expect(await principalOf(cookie)).toBe(10_000);
    },
  );

  it("accepted but never created: the lookup says not found, so it is sent again with the same id, and completes", async () => {
    const { cookie, id } = await depositBy("677000007", { acceptedButNotCreated: true });
    expect((await payment(id)).status).toBe("pending");
    await pollAt(id, 31);
    expect((await payment(id)).status).toBe("pending");
    expect([...sim.sim.engine.payments.values()].map((p) => p.id)).toEqual([id]);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await pollAt(id, 61);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a genuine signed callback through the route is 200, processed after the answer, and its replay changes nothing", async () => {
    const { cookie, id } = await depositBy("653456789");
    await sim.advance(5);
    const [request] = sim.callbacks.splice(0);
    const genuine = await asCallback(request!);
    const post = () =>
      SELF.fetch(`${ORIGIN}/api/payments/pawapay/callback`, { method: "POST", headers: genuine.headers, body: genuine.body });
    const res = await post();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    for (let i = 0; i < 50 && (await payment(id)).status !== "succeeded"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await payment(id)).toMatchObject({ status: "succeeded" });
    const replay = await post();
    expect(replay.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(1);
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a badly signed callback is 401 at the route, stored nowhere, and moves nothing", async () => {
    const { cookie, id } = await depositBy("677000008", { badSignature: true, pendingForever: false });
    await sim.advance(5);
    const [request] = sim.callbacks.splice(0);
    const forged = await asCallback(request!);
    const res = await SELF.fetch(`${ORIGIN}/api/payments/pawapay/callback`, {
      method: "POST",
      headers: forged.headers,
      body: forged.body,
    });
    expect(res.status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE payment_id = ?", id)).toBe(0);
    expect((await payment(id)).status).toBe("pending");
    expect(await principalOf(cookie)).toBe(0);
  });

  it("an amount the provider reports differently goes to review and is never credited", async () => {
    const { cookie, id } = await depositBy("677000009", { reportedAmountXaf: 1_000 });
    await sim.advance(5);
    await deliverCallbacks();
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await principalOf(cookie)).toBe(0);
  });

  it("the reconciliation never credits a success whose amount differs from ours: review, not the ledger", async () => {
    const { cookie, id } = await depositBy("677000013", { reportedAmountXaf: 1_000 });
    await sim.advance(5);
    sim.callbacks.splice(0); // the callback is lost and the poller's next check is not due: the daily run sees it first
    const report = await reconcile(railsOf(env), new Date(Date.now() + 1000));
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
    expect(report.differences.filter((d) => d.paymentId === id)).toEqual([
      expect.objectContaining({ kind: "amount", ours: "10000", theirs: "1000" }),
    ]);
  });

  it("a status word the adapters do not know is never a failure: pending, checked again, under review after 48 hours, nothing credited", async () => {
    const { cookie, id } = await depositBy("677000014", { reportedStatus: "SOMETHING_NEW" });
    await sim.advance(5);
    expect(await deliverCallbacks()).toEqual([200]);
    expect(await payment(id)).toMatchObject({ status: "pending", failure_code: null });
    await pollAt(id, 31);
    expect(await payment(id)).toMatchObject({ status: "pending", provider_status: "SOMETHING_NEW" });
    const events = await env.DB.prepare("SELECT status, detail FROM payment_events WHERE payment_id = ? AND provider_status = ?")
      .bind(id, "SOMETHING_NEW")
      .all();
    expect(events.results[0]).toMatchObject({ status: "pending", detail: "unrecognised status SOMETHING_NEW" });
    await pollAt(id, 172_801);
    expect(await payment(id)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("a late success, after the app stopped waiting, still credits once", async () => {
    const { cookie, id } = await depositBy("677000010", { lateSuccess: true });
    // The provider's clock and ours move together: every check up to the app's 10 minutes finds it pending.
    let elapsed = 0;
    for (const s of [31, 61, 121, 301, 601]) {
      await sim.advance(s - elapsed);
      elapsed = s;
      await pollAt(id, s);
      expect((await payment(id)).status, `at ${s} s`).toBe("pending");
    }
    expect(await principalOf(cookie)).toBe(0);
    await sim.advance(1801 - elapsed); // it completes at 15 minutes; its callback is lost
    sim.callbacks.splice(0);
    await pollAt(id, 1801);
    expect((await payment(id)).status).toBe("succeeded");
    expect(await depositTransfers(id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("another user's deposit is 404; a malformed id is 400", async () => {
    const a = await registerInvestor();
    const b = await registerInvestor();
    const { id } = await deposit(a.cookie, "653456789");
    expect((await call(`/api/payments/deposits/${id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call("/api/payments/deposits/1", { cookie: b.cookie })).status).toBe(400);
    expect((await call(`/api/payments/deposits/${id}`)).status).toBe(401);
  });

  it("a number no mobile-money operator serves is 400 naming the phone, and nothing is stored or sent", async () => {
    const { cookie } = await registerInvestor();
    const res = await call("/api/payments/deposits", {
      method: "POST",
      cookie,
      body: { amount: 10_000, paymentMethod: "MTN", phone: "712345678" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field: "phone" })] });
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE phone = '712345678'")).toBe(0);
    expect(sim.sim.engine.payments.size).toBe(0);
  });

  it("malformed, oversized or mistyped deposit requests are a JSON 4xx naming the field, and store nothing", async () => {
    const { cookie } = await registerInvestor();
    const before = await count("SELECT COUNT(*) AS n FROM payments");
    const send = (body: string, headers: Record<string, string> = {}) =>
      call("/api/payments/deposits", { method: "POST", cookie, body, headers });
    const cases: [string, Record<string, string>, number, string | undefined][] = [
      ["{not json", {}, 400, undefined],
      [JSON.stringify({ amount: 10_000.5, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: "10000", paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 999, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 1e21, paymentMethod: "MTN", phone: "653456789" }), {}, 400, "amount"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "Wave", phone: "653456789" }), {}, 400, "paymentMethod"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "+237653456789" }), {}, 400, "phone"],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN" }), {}, 400, "phone"],
      [
        JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "653456789" }),
        { "Content-Type": "text/plain" },
        400,
        "json",
      ],
      [JSON.stringify({ amount: 10_000, paymentMethod: "MTN", phone: "653456789", pad: "x".repeat(70_000) }), {}, 413, undefined],
    ];
    for (const [body, headers, status, field] of cases) {
      const res = await send(body, headers);
      expect(res.status, body.slice(0, 80)).toBe(status);
      const answer = (await res.json()) as { error: string; code: string; issues?: { field: string }[] };
      expect(answer, body.slice(0, 80)).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      if (field)
        expect(
          answer.issues?.map((i) => i.field),
          body.slice(0, 80),
        ).toContain(field);
    }
    expect(await count("SELECT COUNT(*) AS n FROM payments")).toBe(before);
    const callback = await call("/api/payments/pawapay/callback", { method: "POST", body: "x".repeat(70_000) });
    expect(callback.status).toBe(413);
    expect(await callback.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("a method still on the manual channel refuses automatic deposits with 409", async () => {
    await env.DB.prepare("DELETE FROM settings WHERE key = 'payment_channels'").run();
    const { cookie } = await registerInvestor();
    const res = await call("/api/payments/deposits", {
      method: "POST",
      cookie,
      body: { amount: 10_000, paymentMethod: "MTN", phone: "653456789" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "payment_channel_manual" });
  });

  it("the operator's transaction id credited automatically cannot be credited again through the manual form", async () => {
    const { cookie, id } = await depositBy("653456789");
    await sim.advance(5);
    await deliverCallbacks();
    const { operator_reference } = await payment(id);
    const res = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: {
        depositName: "Me",
        userName: "653456789",
        amount: 10_000,
        paymentMethod: "MTN",
        transactionId: operator_reference,
      },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "duplicate_transaction_id" });
    expect(await principalOf(cookie)).toBe(10_000);
  });
});

describe("one operator transaction, credited once whichever path sees it first (RAIL-8)", () => {
  it("credited by hand first: the provider's success goes to review, never credited again", async () => {
    const { cookie, id } = await depositBy("677000015", { completeAfterSeconds: 60 });
    const operatorReference = sim.sim.engine.find("pawapay", "deposit", id)!.operatorReference;
    const sub = await call("/api/deposit-verification", {
      method: "POST",
      cookie,
      body: { depositName: "Me", userName: "677000015", amount: 10_000, paymentMethod: "MTN", transactionId: operatorReference },
    });
    expect(sub.status, await sub.clone().text()).toBe(201);
    const { id: verificationId } = (await sub.json()) as { id: number };
    const approved = await call(`/api/admin/deposit-verifications/${verificationId}`, {
      method: "PATCH",
      cookie: await adminCookie(),
      body: { status: "approved" },
    });
    expect(approved.status).toBe(200);
    expect(await principalOf(cookie)).toBe(10_000);
    await sim.advance(60);
    expect(await deliverCallbacks()).toEqual([200]);
    expect(await payment(id)).toMatchObject({
      status: "needs_review",
      review_reason: expect.stringMatching(/already credited/),
    });
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(10_000);
    // Staff checking again changes nothing: the key still refuses it.
    const check = await call(`/api/admin/payments/${id}/check`, { method: "POST", cookie: await adminCookie() });
    expect(check.status).toBe(200);
    expect(await depositTransfers(id)).toBe(0);
    expect(await principalOf(cookie)).toBe(10_000);
  });
});

describe("a provider half configured", () => {
  it("is left out, and the other provider and the manual path keep working", async () => {
    const halfConfigured = { ...env, NOTCHPAY_PUBLIC_KEY: "" }; // Notch Pay's base URL without its key
    expect(Object.keys(providersFor(halfConfigured))).toEqual(["pawapay"]);
    const accountNumber = newPhone("65");
    const { cookie, user } = await registerInvestor({ phone: accountNumber });
    const row = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first<UserRow>();
    const created = await createDeposit(railsOf(halfConfigured), row!, {
      amount: 20_000,
      paymentMethod: "MTN",
      phone: "653456789",
    });
    expect(created.status).toBe("pending");
    await sim.advance(5);
    await deliverCallbacks();
    expect(await principalOf(cookie)).toBe(20_000);
    // Payouts by hand: approving is not held up by the rails' settings.
    await env.DB.prepare("UPDATE settings SET value = ? WHERE key = 'payment_channels'")
      .bind(JSON.stringify({ deposits: { MTN: "automatic", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } }))
      .run();
    const w = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Test Investor", accountNumber, paymentMethod: "MTN Mobile Money", amount: 10_000 },
    });
    const { id } = (await w.json()) as { id: number };
    await adminCookie();
    const admin = (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;
    const decided = await decideWithdrawal(env.DB, admin, id, "approve", null, [], railsOf(halfConfigured));
    expect(decided).toMatchObject({ status: "completed", payout: null });
  });
});

describe("staff actions on the rails", () => {
  const audit = (action: string) =>
    env.DB.prepare("SELECT admin_username, target_type, target_id, detail FROM audit_log WHERE action = ? ORDER BY id DESC")
      .bind(action)
      .all<{ admin_username: string; target_type: string | null; target_id: string | null; detail: string | null }>();

  it("a channel switch, 'Check status now' and a reconciliation run are each audited, naming the admin", async () => {
    const finance = await enrolledAdmin("finance");
    const owner = await enrolledAdmin("owner");
    const channels = { deposits: { MTN: "automatic", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } };
    const put = await call("/api/admin/payment-channels", { method: "PUT", cookie: owner.cookie, body: channels });
    expect(put.status).toBe(200);
    expect((await audit("settings.payment_channels")).results[0]).toMatchObject({
      admin_username: owner.username,
      detail: JSON.stringify(channels),
    });
    const { id } = await depositBy("653456789");
    const check = await call(`/api/admin/payments/${id}/check`, { method: "POST", cookie: finance.cookie });
    expect(check.status).toBe(200);
    expect((await audit("payment.check")).results[0]).toMatchObject({
      admin_username: finance.username,
      target_type: "payment",
      target_id: id,
    });
    const run = await call("/api/admin/payments/reconciliation/run", { method: "POST", cookie: finance.cookie });
    expect(run.status).toBe(200);
    expect((await audit("payments.reconcile")).results[0]).toMatchObject({ admin_username: finance.username });
  });

  it("a support admin may not check, reconcile or switch channels: 403, nothing asked, nothing written", async () => {
    const support = await enrolledAdmin("support");
    const { id } = await depositBy("653456129");
    const before = await count("SELECT COUNT(*) AS n FROM audit_log");
    const events = await count("SELECT COUNT(*) AS n FROM payment_events WHERE payment_id = ?", id);
    const runs = await count("SELECT COUNT(*) AS n FROM reconciliation_runs");
    for (const [method, path, body] of [
      ["POST", `/api/admin/payments/${id}/check`, undefined],
      ["GET", `/api/admin/payments/${id}`, undefined],
      ["POST", "/api/admin/payments/reconciliation/run", undefined],
      [
        "PUT",
        "/api/admin/payment-channels",
        { deposits: { MTN: "manual", Orange: "manual" }, payouts: { MTN: "manual", Orange: "manual" } },
      ],
    ] as const) {
      const res = await call(path, { method, cookie: support.cookie, body });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ code: "role_forbidden" });
    }
    expect(await count("SELECT COUNT(*) AS n FROM audit_log")).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM payment_events WHERE payment_id = ?", id)).toBe(events);
    expect(await count("SELECT COUNT(*) AS n FROM reconciliation_runs")).toBe(runs);
  });
});

describe("Notch Pay deposits through the services", () => {
  // pawaPay is configured in tests too and new payments go through it when it is: these rails have Notch Pay alone.
  const notchPayOnly = () => ({ db: env.DB, providers: { notchpay: providersFor(env).notchpay } });
  async function notchPayDeposit(amount = 10_000, phone = newPhone("69")) {
    const { cookie, user } = await registerInvestor();
    const row = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first<UserRow>();
    const created = await createDeposit(notchPayOnly(), row!, { amount, paymentMethod: "Orange", phone });
    return { cookie, created, phone };
  }
  const clearing = async () =>
    (await env.DB.prepare("SELECT balance_xaf AS n FROM ledger_accounts WHERE id = 'clearing:notchpay'").first<{ n: number }>())!
      .n;

  it("initialised and processed with our reference, pending, then credited once by the signed webhook, sent twice", async () => {
    const before = await clearing();
    const phone = newPhone("69");
    rule(phone, { duplicateCallback: true });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    expect(created).toMatchObject({ status: "pending" });
    expect(await payment(created.id)).toMatchObject({
      provider: "notchpay",
      provider_reference: expect.stringMatching(/^trx\./),
    });
    const atProvider = sim.sim.engine.find("notchpay", "deposit", created.id);
    expect(atProvider).toMatchObject({ amountXaf: 10_000, phone: `237${phone}`, operator: "cm.orange" });
    await sim.advance(5);
    expect(sim.callbacks.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/payments/notchpay/callback",
      "/api/payments/notchpay/callback",
    ]);
    expect(await deliverCallbacks()).toEqual([200, 200]);
    expect(await payment(created.id)).toMatchObject({ status: "succeeded", provider_status: "complete" });
    expect(await depositTransfers(created.id)).toBe(1);
    expect(await principalOf(cookie)).toBe(10_000);
    expect(await clearing()).toBe(before - 10_000);
  });

  it("an unsigned, forged or altered webhook is 401 at the route, stored nowhere, and moves nothing", async () => {
    const phone = newPhone("69");
    rule(phone, { badSignature: true });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    const [forged] = sim.callbacks.splice(0);
    const body = await forged!.clone().text();
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(DEV_CREDENTIALS.notchpayHashKey),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const other = new TextEncoder().encode(body.replace('"amount":10000', '"amount":90000'));
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, other));
    const signed = {
      "Content-Type": "application/json",
      "x-notch-signature": [...mac].map((b) => b.toString(16).padStart(2, "0")).join(""),
    };
    for (const headers of [
      { "Content-Type": "application/json" }, // unsigned
      Object.fromEntries(forged!.headers), // signed with another key
      { ...signed }, // a genuine signature of another body
    ]) {
      const res = await SELF.fetch(`${ORIGIN}/api/payments/notchpay/callback`, { method: "POST", headers, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ received: false });
    }
    expect(await count("SELECT COUNT(*) AS n FROM payment_callbacks WHERE provider = 'notchpay' AND body = ?", body)).toBe(0);
    expect((await payment(created.id)).status).toBe("pending");
    expect(await principalOf(cookie)).toBe(0);
  });

  it("failed at the provider: the poller finds it, failed with the status word, nothing credited", async () => {
    const phone = newPhone("69");
    rule(phone, { failureCode: "PAYMENT_NOT_APPROVED" });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await pollAt(created.id, 31);
    expect(await payment(created.id)).toMatchObject({ status: "failed", failure_code: "failed" });
    expect(await depositTransfers(created.id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("an amount Notch Pay reports differently in its list goes to review, never to the ledger", async () => {
    const phone = newPhone("69");
    rule(phone, { reportedAmountXaf: 100_000 });
    const { cookie, created } = await notchPayDeposit(10_000, phone);
    await sim.advance(5);
    sim.callbacks.splice(0);
    await reconcile(railsOf(env), new Date(Date.now() + 60_000));
    expect(await payment(created.id)).toMatchObject({ status: "needs_review", review_reason: expect.stringMatching(/^amount/) });
    expect(await depositTransfers(created.id)).toBe(0);
    expect(await principalOf(cookie)).toBe(0);
  });

  it("a refund after the credit is never debited by itself, but staff see it: in the history and as a reconciliation difference", async () => {
    const { cookie, created } = await notchPayDeposit();
    await sim.advance(5);
    await deliverCallbacks();
    expect(await principalOf(cookie)).toBe(10_000);
    sim.sim.engine.find("notchpay", "deposit", created.id)!.behaviour = { reportedStatus: "refunded" };
    const check = await call(`/api/admin/payments/${created.id}/check`, { method: "POST", cookie: await adminCookie() });
    const detail = (await check.json()) as {
      status: string;
      history: { providerStatus: string | null; detail: string | null }[];
    };
    expect(detail.status).toBe("succeeded"); // a succeeded payment never changes state again
    expect(detail.history.at(-1)).toMatchObject({ providerStatus: "refunded", detail: expect.stringMatching(/reversed/) });
    const report = await reconcile(railsOf(env), new Date(Date.now() + 60_000));
    expect(report.differences.filter((d) => d.paymentId === created.id)).toEqual([
      expect.objectContaining({ kind: "status", ours: "succeeded", theirs: "refunded" }),
    ]);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("the reconciliation reads Notch Pay's own list: a payment made outside the app, and one of ours it no longer has", async () => {
    const { created } = await notchPayDeposit();
    await sim.advance(5);
    await deliverCallbacks();
    expect((await payment(created.id)).status).toBe("succeeded");
    // Someone uses the same Notch Pay account from its dashboard…
    const outside = crypto.randomUUID();
    await sim.notchpay.initiate("deposit", { id: outside, amountXaf: 2_500, phone: newPhone("69"), operator: "ORANGE" });
    // …and the provider has lost ours.
    sim.sim.engine.payments.delete(sim.sim.engine.key("notchpay", "deposit", created.id));
    const report = await reconcile(railsOf(env), new Date(Date.now() + 20 * 60_000));
    const notchPay = report.differences.filter((d) => d.provider === "notchpay");
    expect(notchPay).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "missing_here", paymentId: null, theirs: expect.stringMatching(/2500 XAF/) }),
        expect.objectContaining({ kind: "missing_there", paymentId: created.id, ours: "succeeded" }),
      ]),
    );
  });
});

describe("payouts through the provider", () => {
  /** An investor with 20,000 XAF paid in through the provider who asks to withdraw `amount` to `accountNumber`. */
  async function requestWithdrawal(accountNumber = newPhone("65"), amount = 10_000) {
    const { cookie } = await registerInvestor({ phone: accountNumber });
    const { id: depositId } = await deposit(cookie, "653456789", 20_000);
    await sim.advance(5);
    await deliverCallbacks();
    const res = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Test Investor", accountNumber, paymentMethod: "MTN Mobile Money", amount },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { cookie, depositId, id: ((await res.json()) as { id: number }).id };
  }

  /** `requestWithdrawal`, then approved by one admin: the payout is sent. */
  async function withdrawal(accountNumber = newPhone("65"), amount = 10_000) {
    const { cookie, depositId, id: withdrawalId } = await requestWithdrawal(accountNumber, amount);
    const approved = await call(`/api/admin/withdrawals/${withdrawalId}/approve`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: {},
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(depositId).first()).toMatchObject({
      status: "succeeded",
    });
    return { cookie, withdrawalId, view: (await approved.json()) as { status: string; payout: unknown } };
  }

  const balances = async (cookie: string) =>
    (await (await call("/api/auth/user", { cookie })).json()) as { principalBalance: string };
  const hold = async (withdrawalId: number) =>
    (await env.DB.prepare(
      "SELECT a.balance_xaf AS n FROM ledger_accounts a JOIN withdrawal_requests w ON a.id = 'u' || w.user_id || ':withdrawal_hold' WHERE w.id = ?",
    )
      .bind(withdrawalId)
      .first<{ n: number }>())!.n;
  const payoutOf = async (withdrawalId: number) =>
    (await env.DB.prepare("SELECT * FROM payments WHERE withdrawal_request_id = ?")
      .bind(withdrawalId)
      .first<Record<string, unknown>>())!;

  it("approved: processing while the provider pays, then completed: hold -> clearing, fee booked", async () => {
    const { cookie, withdrawalId, view } = await withdrawal();
    expect(view).toMatchObject({ status: "processing", payout: { status: "pending" } });
    expect(await hold(withdrawalId)).toBe(10_000);
    await sim.advance(5);
    await deliverCallbacks();
    const p = await payoutOf(withdrawalId);
    const feeXaf = withdrawalFeeXaf(10_000);
    expect(p).toMatchObject({ status: "succeeded", amount_xaf: 10_000 - feeXaf });
    expect(await hold(withdrawalId)).toBe(0);
    const fee = await env.DB.prepare("SELECT amount_xaf FROM ledger_transfers WHERE idempotency_key = ?")
      .bind(`withdrawal_fee:${withdrawalId}`)
      .first<{ amount_xaf: number }>();
    expect(fee!.amount_xaf).toBe(feeXaf);
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      withdrawals: { status: string; payout: { operatorReference: string | null } | null }[];
    };
    expect(dash.withdrawals[0]).toMatchObject({
      status: "completed",
      payout: { status: "succeeded", operatorReference: expect.any(String) },
    });
    expect(Number.parseInt((await balances(cookie)).principalBalance, 10)).toBe(10_000);
  });

  it("653456089 RECIPIENT_NOT_FOUND: failed, the hold goes back to principal, once", async () => {
    const { cookie, withdrawalId } = await withdrawal("653456089");
    await sim.advance(5);
    await deliverCallbacks();
    await pollDuePayments(railsOf(env), new Date(Date.now() + 60_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "RECIPIENT_NOT_FOUND" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
    const w = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(withdrawalId).first();
    expect(w).toMatchObject({ status: "failed" });
    // The investor's history and bell carry the operator's code, worded by the app in their language.
    const dash = (await (await call("/api/user/dashboard", { cookie })).json()) as {
      withdrawals: { id: number; payout: { status: string; failureCode: string | null } | null }[];
    };
    expect(dash.withdrawals.find((x) => x.id === withdrawalId)?.payout).toMatchObject({
      status: "failed",
      failureCode: "RECIPIENT_NOT_FOUND",
    });
    const bell = (await (await call("/api/notifications", { cookie })).json()) as { kind: string; params: unknown }[];
    expect(bell.find((n) => n.kind === "withdrawal_rejected")?.params).toEqual({ failureCode: "RECIPIENT_NOT_FOUND" });
  });

  it("an unknown outcome keeps the hold, never released, until the lookup with the same id finds it paid", async () => {
    rule("677000011", { afterCreate: "timeout" });
    const { withdrawalId, view } = await withdrawal("677000011");
    expect(view).toMatchObject({ status: "processing", payout: { status: "unknown" } });
    expect(await hold(withdrawalId)).toBe(10_000);
    // A reject now is refused: the request is no longer pending.
    const reject = await call(`/api/admin/withdrawals/${withdrawalId}/reject`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: {},
    });
    expect(reject.status).toBe(409);
    expect(await hold(withdrawalId)).toBe(10_000);
    await sim.advance(5);
    sim.callbacks.splice(0);
    const p = await payoutOf(withdrawalId);
    await pollDuePayments(railsOf(env), new Date(Date.parse(p.created_at as string) + 31_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(sim.sim.engine.payments.size).toBe(2); // the deposit and this one payout
  });

  it("a payout reported paid after it failed and its hold went back stays under review: Check status now never pays it from another request's hold", async () => {
    const phone = newPhone("65");
    rule(phone, { failureCode: "RECIPIENT_NOT_FOUND" });
    const { cookie, withdrawalId } = await withdrawal(phone);
    await sim.advance(5);
    await deliverCallbacks();
    const failed = await payoutOf(withdrawalId);
    expect(failed).toMatchObject({ status: "failed" });
    expect(await principalOf(cookie)).toBe(20_000);
    // The user asks again; this second request waits for approval with its own hold.
    const again = await call("/api/transactions/withdraw", {
      method: "POST",
      cookie,
      body: { accountName: "Test Investor", accountNumber: phone, paymentMethod: "MTN Mobile Money", amount: 10_000 },
    });
    expect(again.status).toBe(201);
    const secondId = ((await again.json()) as { id: number }).id;
    expect(await hold(secondId)).toBe(10_000);
    // Then the provider contradicts itself: the first payout now reads COMPLETED.
    const atProvider = [...sim.sim.engine.payments.values()].find((p) => p.id === failed.id)!;
    atProvider.failureCode = null;
    const admin = await adminCookie();
    const check = () => call(`/api/admin/payments/${failed.id}/check`, { method: "POST", cookie: admin });
    expect((await check()).status).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    // Staff check again: the provider's success is recorded, but the released hold is not paid twice.
    const res = await check();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(secondId)).toBe(10_000);
    expect(
      await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE idempotency_key = ?", `withdrawal_payout:${withdrawalId}`),
    ).toBe(0);
    const detail = (await res.json()) as { history: { status: string; providerStatus: string | null; detail: string | null }[] };
    expect(detail.history.at(-1)).toMatchObject({
      status: "needs_review",
      providerStatus: "COMPLETED",
      detail: expect.stringMatching(/hold went back/),
    });
    // The second request is still the user's to keep or to have rejected.
    const reject = await call(`/api/admin/withdrawals/${secondId}/reject`, { method: "PUT", cookie: admin, body: {} });
    expect(reject.status, await reject.clone().text()).toBe(200);
    expect(await principalOf(cookie)).toBe(20_000);
  });

  it("653456129 never answers: under review after 48 hours, and the hold stays, never released, the request not rejectable", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { cookie, withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    for (const s of [31, 3601, 86_401, 172_801]) await pollDuePayments(railsOf(env), at(s));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    await pollDuePayments(railsOf(env), at(400_000)); // the poller leaves it to staff
    await reconcile(railsOf(env), at(400_000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(withdrawalId)).toBe(10_000);
    const reject = await call(`/api/admin/withdrawals/${withdrawalId}/reject`, {
      method: "PUT",
      cookie: await adminCookie(),
      body: {},
    });
    expect(reject.status).toBe(409);
    expect(await hold(withdrawalId)).toBe(10_000);
    expect(await principalOf(cookie)).toBe(10_000);
  });

  it("a payout under review keeps its hold when a callback or the reconciliation reports it failed: only staff's check releases it", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { cookie, withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    await pollDuePayments(railsOf(env), at(172_801));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    // Days later the provider fails it and says so, by a signed callback and in its answers.
    const atProvider = sim.sim.engine.find("pawapay", "payout", p.id as string)!;
    Object.assign(atProvider, { stage: "final", failureCode: "RECIPIENT_NOT_FOUND" });
    await sim.sim.engine.resend(atProvider);
    expect(await deliverCallbacks()).toEqual([200]);
    await reconcile(railsOf(env), at(172_900));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review" });
    expect(await hold(withdrawalId)).toBe(10_000);
    expect(await principalOf(cookie)).toBe(10_000);
    expect(
      await count("SELECT COUNT(*) AS n FROM payment_events WHERE payment_id = ? AND provider_status = 'FAILED'", p.id),
    ).toBeGreaterThan(0);
    // Staff check it with the provider's evidence: now it fails and the hold goes back, once.
    const check = await call(`/api/admin/payments/${p.id}/check`, { method: "POST", cookie: await adminCookie() });
    expect(check.status).toBe(200);
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "RECIPIENT_NOT_FOUND" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
  });

  it("an automatic payout channel with no provider configured refuses the approval (503), never books it as paid by hand", async () => {
    const { id } = await requestWithdrawal();
    await adminCookie();
    const admin = (await env.DB.prepare("SELECT * FROM admins WHERE username = ?").bind(env.ADMIN_USERNAME).first<AdminRow>())!;
    const noProvider = { db: env.DB, providers: {} };
    await expect(decideWithdrawal(env.DB, admin, id, "approve", null, [], noProvider)).rejects.toMatchObject({
      code: "provider_unavailable",
    });
    const after = await env.DB.prepare("SELECT status FROM withdrawal_requests WHERE id = ?").bind(id).first();
    expect(after).toMatchObject({ status: "pending" });
    expect(await hold(id)).toBe(10_000);
    expect(await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE withdrawal_request_id = ?", id)).toBe(1); // the hold only
  });

  it("two admins approving at once store one payout, sent once under one id", async () => {
    const accountNumber = newPhone("65");
    const { id } = await requestWithdrawal(accountNumber);
    const [a, b] = [await adminCookie(), await enrolledAdmin("finance")];
    const answers = await Promise.all(
      [a, b.cookie].map((c) => call(`/api/admin/withdrawals/${id}/approve`, { method: "PUT", cookie: c, body: {} })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE withdrawal_request_id = ?", id)).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'withdrawal.approve' AND target_id = ?", String(id)),
    ).toBe(1);
    const sent = [...sim.sim.engine.payments.values()].filter(
      (p) => p.direction === "payout" && p.phone === `237${accountNumber}`,
    );
    expect(sent.map((p) => p.id)).toEqual([(await payoutOf(id)).id]);
    expect(await hold(id)).toBe(10_000);
  });

  it("a payout number no mobile-money operator serves fails at once, sent nowhere: the hold goes back, never left open", async () => {
    const accountNumber = newPhone("71");
    const { cookie, withdrawalId, view } = await withdrawal(accountNumber);
    expect(view).toMatchObject({ status: "failed", payout: { status: "failed" } });
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "failed", failure_code: "INVALID_PHONE" });
    expect(await hold(withdrawalId)).toBe(0);
    expect(await principalOf(cookie)).toBe(20_000);
    expect([...sim.sim.engine.payments.values()].filter((p) => p.direction === "payout")).toEqual([]);
  });

  it("a payout sent again after its last check is polled again, never left pending with no next check", async () => {
    const accountNumber = newPhone("65");
    rule(accountNumber, { pendingForever: true, callback: false });
    const { withdrawalId } = await withdrawal(accountNumber);
    const p = await payoutOf(withdrawalId);
    const at = (seconds: number) => new Date(Date.parse(p.created_at as string) + seconds * 1000);
    await pollDuePayments(railsOf(env), at(172_801));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "needs_review", review_reason: "no_final_status" });
    // Staff check a day later: the provider positively has no such payout, so it is sent again with the same id.
    sim.sim.engine.payments.delete(sim.sim.engine.key("pawapay", "payout", p.id as string));
    await refreshPayment(railsOf(env), p.id as string, "admin", at(259_200));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "pending", next_poll_at: expect.any(String) });
    await sim.advance(5);
    sim.callbacks.splice(0); // its callback is lost: only the poller can find the result
    await pollDuePayments(railsOf(env), at(259_260));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    expect(await hold(withdrawalId)).toBe(0);
  });

  it("the reconciliation applies a final status the poller has not seen yet, and lists nothing left over", async () => {
    const { withdrawalId } = await withdrawal();
    await sim.advance(5);
    sim.callbacks.splice(0);
    const payoutId = (await payoutOf(withdrawalId)).id;
    const report = await reconcile(railsOf(env), new Date(Date.now() + 1000));
    expect(await payoutOf(withdrawalId)).toMatchObject({ status: "succeeded" });
    // Earlier tests' payments are unknown to this test's fresh simulator: only this one is asserted.
    expect(report.differences.filter((d) => d.paymentId === payoutId)).toEqual([]);
    const last = (await (
      await call("/api/admin/payments/reconciliation", { cookie: await adminCookie() })
    ).json()) as typeof report;
    expect(last.ranAt).toBe(report.ranAt);
  });
});
