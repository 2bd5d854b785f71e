import { describe, expect, it } from "vitest";
import { isWithinProcessingHours, nextProcessingStart } from "@app/schema/processing-hours";

/** An Africa/Douala wall-clock time as an instant (Douala is UTC+1 all year). */
const douala = (local: string) => new Date(`${local}+01:00`);

// 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
describe("nextProcessingStart (docs/product-rules.md#processing-hours)", () => {
  it.each([
    ["Monday 10:30, inside hours: now", "2026-11-23T10:30:00", "2026-11-23T10:30:00"],
    ["Monday 08:00 exactly opens", "2026-11-23T08:00:00", "2026-11-23T08:00:00"],
    ["Monday 17:59:59 is still open", "2026-11-23T17:59:59", "2026-11-23T17:59:59"],
    ["Monday 07:59 waits for 08:00 the same day", "2026-11-23T07:59:00", "2026-11-23T08:00:00"],
    ["Monday 00:10 (still Sunday night in UTC) waits for Monday 08:00", "2026-11-23T00:10:00", "2026-11-23T08:00:00"],
    ["Monday 18:00 exactly is closed: Tuesday", "2026-11-23T18:00:00", "2026-11-24T08:00:00"],
    ["Friday 23:30: Saturday", "2026-11-27T23:30:00", "2026-11-28T08:00:00"],
    ["Saturday 12:00, inside hours: now", "2026-11-28T12:00:00", "2026-11-28T12:00:00"],
    ["Saturday 18:30: Monday, never Sunday", "2026-11-28T18:30:00", "2026-11-30T08:00:00"],
    ["Sunday 00:00: Monday", "2026-11-29T00:00:00", "2026-11-30T08:00:00"],
    ["Sunday 10:00: Monday", "2026-11-29T10:00:00", "2026-11-30T08:00:00"],
    ["Sunday 23:59: Monday", "2026-11-29T23:59:00", "2026-11-30T08:00:00"],
    ["Thursday 31 December 20:00: Friday 1 January", "2026-12-31T20:00:00", "2027-01-01T08:00:00"],
    ["Saturday 28 February 19:00: Monday 2 March", "2026-02-28T19:00:00", "2026-03-02T08:00:00"],
  ])("%s", (_label, at, expected) => {
    expect(nextProcessingStart(douala(at)).toISOString()).toBe(douala(expected).toISOString());
  });

  it("reads the Douala day, not the UTC day: Sunday 23:30 UTC is Monday 00:30 in Douala", () => {
    expect(nextProcessingStart(new Date("2026-11-29T23:30:00Z")).toISOString()).toBe("2026-11-30T07:00:00.000Z");
  });

  it("knows Sunday is closed at every hour", () => {
    for (let h = 0; h < 24; h++) {
      expect(isWithinProcessingHours(douala(`2026-11-29T${String(h).padStart(2, "0")}:00:00`))).toBe(false);
    }
  });

  it("refuses an invalid date", () => {
    expect(() => nextProcessingStart(new Date("nope"))).toThrow(RangeError);
  });
});
