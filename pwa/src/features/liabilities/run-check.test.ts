/**
 * Finding the proof's day and the record before it in a page of public records (run-check.ts):
 * the next record in the page, null for the first record, undefined when the page cannot tell.
 */
import { describe, expect, it } from "vitest";
import type { LiabilityRecordView, LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { findRecord } from "./run-check";

const record = (date: string) => ({ date }) as LiabilityRecordView;
const page = (dates: string[], nextBefore: string | null): LiabilityRecordsResponse => ({
  publicKey: "k",
  latest: null,
  records: dates.map(record),
  nextBefore,
});

describe("findRecord", () => {
  it("answers the day's record and the next older one in the page", () => {
    const found = findRecord(page(["2030-01-03", "2030-01-02"], null), "2030-01-03");
    expect([found.record?.date, found.previous?.date]).toEqual(["2030-01-03", "2030-01-02"]);
  });

  it("answers null as the previous of the first record ever", () => {
    expect(findRecord(page(["2030-01-03", "2030-01-02"], null), "2030-01-02").previous).toBeNull();
  });

  it("cannot tell the previous of the page's last record when more pages follow, nor a day not in the page", () => {
    expect(findRecord(page(["2030-01-03"], "2030-01-03"), "2030-01-03").previous).toBeUndefined();
    expect(findRecord(page(["2030-01-03"], null), "2030-01-04")).toEqual({ record: undefined, previous: undefined });
  });
});
