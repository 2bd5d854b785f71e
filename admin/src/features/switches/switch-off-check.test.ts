import { describe, expect, it } from "vitest";
import { SWITCH_REASON_MAX, switchInput } from "@app/schema/contracts/deposits";
import { checkWith } from "../../lib/form";
import { testI18n } from "../../test/i18n";
import { switchOffMessage, switchOffRequest } from "./switch-off-check";

const check = (reason: string) => checkWith(switchInput, switchOffRequest, switchOffMessage)({ value: { reason } });

describe("the 'Turn off' dialog's reason (docs/product-rules.md#switches)", () => {
  it("sends a written reason trimmed, and none when it is blank", () => {
    expect(switchOffRequest({ reason: "  Provider outage " })).toEqual({ enabled: false, reason: "Provider outage" });
    expect(switchOffRequest({ reason: "   " })).toEqual({ enabled: false });
    expect(check("Provider outage")).toBeUndefined();
  });

  it("refuses a reason longer than the public page takes, at its field, before anything is sent", () => {
    const refused = check("x".repeat(SWITCH_REASON_MAX + 1));
    const reason = refused?.fields.reason;
    if (!reason) throw new Error("expected the reason refused");
    expect(testI18n("en")._(reason)).toBe(`At most ${SWITCH_REASON_MAX} characters`);
    expect(testI18n("fr")._(reason)).not.toBe(`At most ${SWITCH_REASON_MAX} characters`);
    expect(check(` ${"x".repeat(SWITCH_REASON_MAX)} `)).toBeUndefined();
  });
});
