/**
 * The operator's links and receiving numbers in the settings, attacked (docs/product-rules.md#operator;
 * #field-issues): look-alike hosts, credentials, other schemes, odd ports and spacing are
 * refused naming the field and saving nothing; an upper-case scheme and host on the
 * messaging domain are accepted.
 */
import { describe, expect, it } from "vitest";
import { adminCookie, call } from "../../test/helpers";
import { count, freshRegistrationsPerTest } from "../../test/money-safety-helpers";

freshRegistrationsPerTest();

describe("links, numbers and bounds, attacked", () => {
  const save = async (body: Record<string, unknown>) =>
    call("/api/admin/settings", { method: "POST", cookie: await adminCookie(), body });

  it.each([
    ["whatsappLink", "https://wa.me.evil.com/237690000000"],
    ["whatsappLink", "https://evil.com/wa.me"],
    ["whatsappLink", "https://wa.me@evil.com/"],
    ["whatsappLink", "https://wa.me:443@evil.com/"],
    ["whatsappLink", "https://evil.com#wa.me"],
    ["whatsappLink", "https://wa.me\\@evil.com"],
    ["whatsappLink", "https://wa.me%2F@evil.com"],
    ["whatsappLink", "https://xn--wa-me.com/1"],
    ["whatsappLink", "https://wa.me:8443/1"],
    ["whatsappLink", "//wa.me/1"],
    ["whatsappLink", "https:/wa.me/1"],
    ["whatsappLink", " https://wa.me/1"],
    ["whatsappLink", "https://wa.me/1\nhttps://evil.com"],
    ["telegramLink", "https://t.me.evil.com/x"],
    ["telegramLink", "https://evil.t.me.com/x"],
    ["telegramLink", "javascript://t.me/%0Aalert(1)"],
    ["communityLink", "data:text/html,<script>alert(1)</script>"],
    ["paymentLink", "http://pay.example.com"],
    ["paymentLink", "https://user:pass@pay.example.com"],
    ["paymentLink", "JAVASCRIPT:alert(1)"],
    ["paymentLink", "https://"],
    ["paymentLink", "https://.."],
    ["mtnReceivingNumber", "+237670000000"],
    ["mtnReceivingNumber", "670 000 000"],
    ["mtnReceivingNumber", "67000000"],
    ["orangeReceivingNumber", "６９００００００"],
    ["orangeReceivingNumber", "690000000 "],
  ])("refuses %s = %j, saving nothing", async (field, value) => {
    const before = await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'settings.update'");
    const res = await save({ [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field }] });
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'settings.update'")).toBe(before);
  });

  it("accepts an upper-case scheme and host on the messaging domain", async () => {
    expect((await save({ whatsappLink: "HTTPS://WA.ME/237690000000" })).status).toBe(200);
    expect((await save({ telegramLink: "https://T.ME/lionart" })).status).toBe(200);
  });
});
