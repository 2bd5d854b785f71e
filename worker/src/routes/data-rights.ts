/**
 * The investor's data rights (docs/product-rules.md#data-rights): the export of everything we
 * hold on them (DATA-1..DATA-3) and closing their own account (DATA-4..DATA-7). Both act only
 * on the session's user.
 */
import { dataExportQuery } from "@app/schema/contracts/data-export";
import { invalidField } from "../lib/api-error";
import { doualaDay } from "../lib/douala-date";
import { requestLang } from "../lib/texts";
import { validate } from "../lib/validate";
import { investorRoutes } from "../middleware/auth";
import { claimAttempt } from "../services/auth/sign-in-rate-limit";
import { dataExportFirstPage, dataExportPage } from "../services/data-rights/data-export";
import { statementCsvStream } from "../services/statements/statement";

/** Exports started (first page or CSV) per investor in 15 minutes (DATA-3). */
export const MAX_EXPORTS = 5;
/** Later pages per investor in 15 minutes (DATA-3): 300 pages of 200 rows. */
export const MAX_EXPORT_PAGES = 300;

/** Counts one export request against the investor; 429 `too_many_attempts` with Retry-After past the limit (DATA-3). */
async function claimExport(db: D1Database, userId: number, page: boolean): Promise<void> {
  await claimAttempt(db, [
    page ? { key: `export-page:${userId}`, max: MAX_EXPORT_PAGES } : { key: `export:${userId}`, max: MAX_EXPORTS },
  ]);
}

/** Mounted at `/api/user`. */
export const dataRightsRoutes = investorRoutes().get("/data-export", validate("query", dataExportQuery), async (c) => {
  const { format, section, cursor, lang } = c.req.valid("query");
  const user = c.var.user;
  if (format === "csv") {
    await claimExport(c.env.DB, user.id, false);
    return c.body(statementCsvStream(c.env.DB, user.id, requestLang(c.req, lang)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lionart-statement-${doualaDay()}.csv"`,
    });
  }
  if (cursor && !section) throw invalidField("cursor", "A cursor belongs to a section: follow a list's next path.");
  if (section) {
    await claimExport(c.env.DB, user.id, true);
    return c.json(await dataExportPage(c.env.DB, user.id, section, cursor ? Number(cursor) : null));
  }
  await claimExport(c.env.DB, user.id, false);
  return c.json(await dataExportFirstPage(c.env.DB, user, c.var.userSession.createdAt), 200, {
    "Content-Disposition": `attachment; filename="lionart-data-${doualaDay()}.json"`,
  });
});
