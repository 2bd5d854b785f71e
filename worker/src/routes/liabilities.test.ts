/**
 * GET /api/transparency/liabilities and GET /api/liabilities/proof (docs/proof-of-liabilities.md):
 * the public records with the operator's key, the investor's proof through HTTP, and every bad
 * input answered with a JSON error naming its field, never a 500.
 */
import type { LiabilityProofResponse, LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { checkProof, checkRecord } from "@app/schema/liabilities-proof";
import { describe, expect, it } from "vitest";
import { call, depositFor, registerInvestor, runDailyCron } from "../../test/helpers";

describe("GET /api/transparency/liabilities and /api/liabilities/proof", () => {
  it("publishes the day's signed record and gives an investor a proof the verifier accepts", async () => {
    const owed = await registerInvestor();
    await depositFor(owed.cookie, 12_300);
    const none = await registerInvestor();
    const empty = (await (await call("/api/transparency/liabilities")).json()) as LiabilityRecordsResponse;
    expect(empty).toMatchObject({ latest: null, records: [], nextBefore: null });
    await runDailyCron();

    const published = (await (await call("/api/transparency/liabilities")).json()) as LiabilityRecordsResponse;
    expect(published.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(published.records).toEqual([published.latest]);
    expect(published.latest).toMatchObject({ leafCount: 1, totalXaf: 12_300, matchesLedger: true, previousRecordHash: null });
    expect((await checkRecord(published.latest!, published.publicKey!, null)).every((c) => c.ok)).toBe(true);

    const res = await call("/api/liabilities/proof", { cookie: owed.cookie });
    expect(res.status).toBe(200);
    const proof = (await res.json()) as LiabilityProofResponse;
    expect(proof).toMatchObject({ balanceXaf: 12_300, leafIndex: 0, path: [], record: published.latest });
    expect(proof.salt).toMatch(/^[0-9a-f]{64}$/);
    expect((await checkProof(proof, proof.record)).every((c) => c.ok)).toBe(true);
    const byDate = await call(`/api/liabilities/proof?date=${proof.date}`, { cookie: owed.cookie });
    expect(await byDate.json()).toEqual(proof);

    const nothing = await call("/api/liabilities/proof", { cookie: none.cookie });
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toMatchObject({ code: "no_liability" });
  });

  it("answers 400 naming the field for a bad date, 404 for a day without a record, 401 signed out", async () => {
    const { cookie } = await registerInvestor();
    for (const date of ["yesterday", "2030-02-30", "2030-1-01", ""]) {
      const res = await call(`/api/liabilities/proof?date=${encodeURIComponent(date)}`, { cookie });
      expect(res.status, date).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ field: "date" })] });
    }
    const before = await call("/api/transparency/liabilities?before=soon");
    expect(before.status).toBe(400);
    expect(await before.json()).toMatchObject({ issues: [expect.objectContaining({ field: "before" })] });
    const missing = await call("/api/liabilities/proof?date=1999-01-01", { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not_found" });
    expect((await call("/api/liabilities/proof")).status).toBe(401);
  });
});
