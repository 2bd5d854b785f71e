/**
 * Money-laundering flags for staff (docs/product-rules.md#aml-flags, AML-5..AML-7): the
 * Flags tab's list, a flag's page, notes, the two-person closing, the case report for ANIF
 * (JSON or CSV) and the rules' settings. Permissions: ADMIN_ROUTE_PERMISSIONS.
 */
import { flagListQuery, flagNoteInput, flagReportQuery, flagSettingsInput } from "@app/schema/contracts/flags";
import { idParam, validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { addFlagNote, confirmFlagClosing, getFlag, listFlags, proposeFlagClosing } from "../services/flags/cases";
import { flagReport, flagReportCsv } from "../services/flags/report";
import { flagSettings, saveFlagSettings } from "../services/flags/settings";
import { auditStatement } from "../services/admins/audit-log";

/** Mounted at `/api/admin`. */
export const adminFlagRoutes = adminRoutes()
  .get("/flags", validate("query", flagListQuery), async (c) => c.json(await listFlags(c.env.DB, c.req.valid("query"))))
  .get("/flag-settings", async (c) => c.json(await flagSettings(c.env.DB)))
  .put("/flag-settings", validate("json", flagSettingsInput), async (c) =>
    c.json(await saveFlagSettings(c.env.DB, c.var.admin, c.req.valid("json"))),
  )
  .get("/flags/:id", validate("param", idParam), async (c) => c.json(await getFlag(c.env.DB, c.req.valid("param").id)))
  .post("/flags/:id/notes", validate("param", idParam), validate("json", flagNoteInput), async (c) =>
    c.json(await addFlagNote(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").note), 201),
  )
  .post("/flags/:id/close-proposal", validate("param", idParam), validate("json", flagNoteInput), async (c) =>
    c.json(await proposeFlagClosing(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").note)),
  )
  .post("/flags/:id/close", validate("param", idParam), validate("json", flagNoteInput), async (c) =>
    c.json(await confirmFlagClosing(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json").note)),
  )
  .get("/flags/:id/report", validate("param", idParam), validate("query", flagReportQuery), async (c) => {
    const id = c.req.valid("param").id;
    const report = await flagReport(c.env.DB, id);
    const format = c.req.valid("query").format ?? "json";
    // Exporting personal data for a report to ANIF is itself audited (AML-7).
    await auditStatement(c.env.DB, c.var.admin, "flag.report", { type: "flag", id }, { format }).run();
    if (format === "json") return c.json(report);
    return c.body(`\uFEFF${flagReportCsv(report)}`, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="flag-${id}-report.csv"`,
    });
  });
