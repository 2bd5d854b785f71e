/**
 * Staff actions on the rails (docs/product-rules.md#automatic-rails, RAIL-1; #audit-log;
 * #admin-roles): a channel switch, "Check status now" and a reconciliation run are audited
 * naming the admin, and a support admin may do none of them.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, enrolledAdmin } from "../../test/helpers";
import { count } from "../../test/money-safety-helpers";
import { depositBy, useSimulatedRails } from "../../test/rails-helpers";

useSimulatedRails();

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
