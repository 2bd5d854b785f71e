/**
 * The investor's statement as CSV (docs/product-rules.md#statements, STM-1, STM-3): every
 * entry of statement.ts's pages, streamed, headers and labels in en or fr, times in
 * Africa/Douala. Written by csv-stringify (RFC 4180 quoting), never by hand.
 */
import { stringify } from "csv-stringify/sync";
import type { StatementEntry } from "@app/schema/contracts/statement";
import { doualaDateTime } from "../../lib/douala-date";
import { transferLabel } from "../../ledger/ledger";
import { texts, type Lang, type StatementKind } from "../../lib/texts";
import { statementPages } from "./statement";

/** The CSV rows of some entries, labels from the Worker's catalog (lib/texts.ts) in `lang`. */
function csvRows(entries: StatementEntry[], lang: Lang): (string | number)[][] {
  const t = texts(lang);
  return entries.map((e) => [
    doualaDateTime(e.at),
    t.accounts[e.account] ?? e.account,
    t.kinds[e.kind as StatementKind] ?? e.kind,
    [transferLabel(e.links), (lang === "fr" && e.cardNameFr) || e.memo].filter(Boolean).join(" "),
    e.debitXaf || "",
    e.creditXaf || "",
    e.balanceXaf,
  ]);
}

/**
 * GET /api/user/statement.csv: the statement as a stream of UTF-8 CSV (STM-3), the byte
 * order mark and header first, then one chunk per page as the client reads, so no
 * history is held in memory at once. A field starting with = + - @ (a typed reason or
 * id) gets a leading quote mark from csv-stringify's `escape_formulas`, so no spreadsheet
 * runs it as a formula (STM-1).
 */
export function statementCsvStream(db: D1Database, userId: number, lang: Lang): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = statementPages(db, userId);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${stringify([[...texts(lang).statementHeaders]])}`));
    },
    async pull(controller) {
      const { value, done } = await pages.next();
      if (done) return controller.close();
      if (value.length > 0) controller.enqueue(encoder.encode(stringify(csvRows(value, lang), { escape_formulas: true })));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
