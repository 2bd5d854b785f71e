/**
 * The check the /liabilities screen shows: fetches the investor's latest proof and the public
 * records together, finds the proof's day and the record before it, and verifies them
 * (verify-proof.ts). Query options live here, keyed under "user" so signing out drops them.
 * Throws the fetches' `ApiError` (404 `not_found`, code `network`), and for 404 `no_liability`
 * a `NoLiabilityError` naming the latest record's day, so the screen can say which day.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@app/web/api-client";
import type { LiabilityRecordView, LiabilityRecordsResponse } from "@app/schema/contracts/liabilities";
import { getLiabilityProof } from "./api/get-liability-proof";
import { getLiabilityRecords } from "./api/get-liability-records";
import { type LiabilityVerification, verifyLiabilityProof } from "./verify-proof";

/** The record of `date` in a page and the one before it; undefined where the page cannot tell. */
export function findRecord(page: LiabilityRecordsResponse, date: string) {
  const at = page.records.findIndex((r) => r.date === date);
  const record: LiabilityRecordView | undefined = page.records[at];
  const previous: LiabilityRecordView | null | undefined =
    at < 0 ? undefined : (page.records[at + 1] ?? (page.nextBefore === null ? null : undefined));
  return { record, previous };
}

/** The calendar day after `date` (YYYY-MM-DD). */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The investor was owed nothing on `date`, the latest record's day (null if unknown): they have no leaf. */
export class NoLiabilityError extends Error {
  constructor(readonly date: string | null) {
    super("no_liability");
    this.name = "NoLiabilityError";
  }
}

export async function runLiabilityCheck(): Promise<LiabilityVerification> {
  const noLeaf = (err: unknown) => (err instanceof ApiError && err.code === "no_liability" ? null : Promise.reject(err));
  const [proof, page] = await Promise.all([getLiabilityProof().catch(noLeaf), getLiabilityRecords()]);
  if (!proof) throw new NoLiabilityError(page.latest?.date ?? null);
  let found = findRecord(page, proof.date);
  // A record published between the two reads, or the proof's day at the end of the page.
  if (!found.record || found.previous === undefined)
    found = findRecord(await getLiabilityRecords(dayAfter(proof.date)), proof.date);
  return verifyLiabilityProof(proof, page.publicKey, found.record ?? null, found.previous ?? null);
}

export function liabilityCheckQueryOptions() {
  return queryOptions({ queryKey: ["user", "liabilities", "check"], queryFn: runLiabilityCheck, staleTime: 60_000 });
}

export function useLiabilityCheck() {
  return useQuery(liabilityCheckQueryOptions());
}
