import { describe, expect, it } from "vitest";
import { formatClockTime } from "./clock-time";

describe("formatClockTime", () => {
  it("writes a Douala hour the French way, '8 h', and the English way, '8:00'", () => {
    // 07:00 UTC is 8:00 in Douala (UTC+1, no summer time).
    const eight = new Date("2026-11-30T07:00:00Z");
    expect(formatClockTime(eight, "fr")).toBe("8\u00a0h");
    expect(formatClockTime(eight, "en")).toBe("8:00");
    const halfPast = new Date("2026-11-30T16:30:00Z");
    expect(formatClockTime(halfPast, "fr")).toBe("17\u00a0h\u00a030");
    expect(formatClockTime(halfPast, "en")).toBe("17:30");
  });
});
