/**
 * The investor's data rights (docs/product-rules.md#data-rights): the export of everything we
 * hold on them (DATA-1..DATA-3) and closing their own account (DATA-4..DATA-6). Both act only
 * on the session's user.
 */
import { closeAccountInput } from "@app/schema/contracts/account-closure";
import { dataExportQuery } from "@app/schema/contracts/data-export";
import { ApiError, invalidField } from "../lib/api-error";
import { endSession } from "../lib/sessions";
import { withSignInLimits } from "../lib/sign-in-limits";
import { verifyPassword } from "../services/auth/passwords";
import { assertClosable, closeAccount } from "../services/data-rights/account-closure";
import { doualaDay } from "../lib/douala-date";
import { requestLang } from "../lib/texts";
import { validate } from "../lib/validate";
import { activeInvestorRoutes, investorRoutes } from "../middleware/auth";
import { claimAttempt } from "../services/auth/sign-in-rate-limit";
import { dataExportFirstPage, dataExportPage } from "../services/data-rights/data-export";
import { statementCsvStream } from "../services/statements/statement-csv";

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

/** Mounted at `/api/user`: the export (DATA-1..DATA-3). */
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

/**
 * Mounted at `/api/user`: closing the account (DATA-4). Anything open is refused before the
 * password is hashed; the password is throttled like a password change, on the session's own
 * failures (AUTH-11); the closing batch checks again. The session's cookie is cleared.
 */
export const accountClosureRoutes = activeInvestorRoutes().post("/close", validate("json", closeAccountInput), async (c) => {
  const user = c.var.user;
  await assertClosable(c.env.DB, user.id);
  await withSignInLimits(
    c,
    "user",
    `phone:${user.phone}`,
    async () => {
      if (!(await verifyPassword(c.req.valid("json").password, user.password_hash))) {
        throw new ApiError("invalid_credentials", "The password is wrong.", [
          { field: "password", code: "invalid_credentials", message: "The password is wrong." },
        ]);
      }
    },
    undefined,
    undefined,
    `close-account:${c.var.userSession.idHash}`,
  );
  await closeAccount(c.env.DB, user.id);
  await endSession(c, "user", c.var.userSession);
  return c.json({ ok: true });
});
