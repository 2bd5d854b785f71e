import { describe, expect, it } from "vitest";
import { nextProcessingStart } from "@app/schema/processing-hours";
import { testI18n } from "../../../test/i18n";
import { depositNextStep, isBeingProcessed, withdrawalNextStep } from "./next-step";

describe("what happens next to a pending request", () => {
  it("says it is being handled now when staff are at work", () => {
    // Tuesday 10:00 in Douala (09:00 UTC): within Monday to Saturday, 8:00 to 18:00.
    const now = new Date("2026-03-03T09:00:00Z");
    const next = nextProcessingStart(now).toISOString();
    expect(isBeingProcessed(next, now.getTime())).toBe(true);
    expect(depositNextStep(testI18n("en"), next, now.getTime())).toBe(
      "We are checking it against the mobile-money record, usually within 1 to 2 hours.",
    );
  });

  it("names the next opening in Cameroon time, in the reader's language, outside hours", () => {
    // Saturday 20:00 in Douala: the next opening is Monday 8:00.
    const now = new Date("2026-03-07T19:00:00Z");
    const next = nextProcessingStart(now);
    expect(next.toISOString()).toBe("2026-03-09T07:00:00.000Z");
    const en = withdrawalNextStep(testI18n("en"), next.toISOString(), now.getTime());
    expect(en).toMatch(
      /^Withdrawals are processed Monday to Saturday, 8:00 to 18:00\. Yours will be processed from Monday.*9 March at 8:00\.$/,
    );
    // French writes the opening hour as the sentence beside it does: "8 h", never "08:00" (issue 34).
    const fr = withdrawalNextStep(testI18n("fr"), next.toISOString(), now.getTime());
    expect(fr).toMatch(/de 8\u00a0h à 18\u00a0h\..*lundi 9 mars à 8\u00a0h\.$/);
    expect(fr).not.toMatch(/\d\d:\d\d/);
    expect(depositNextStep(testI18n("fr"), next.toISOString(), now.getTime())).toMatch(/lundi 9 mars à 8\u00a0h\.$/);
  });

  it("says nothing for a request that is no longer pending", () => {
    expect(depositNextStep(testI18n("en"), null)).toBe("");
    expect(withdrawalNextStep(testI18n("fr"), null)).toBe("");
  });
});
