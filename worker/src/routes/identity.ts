/**
 * Identity checked by staff, tier 2 (docs/product-rules.md#identity): the investor's
 * submission (multipart) and its state; the staff's Identity tab, its images (admin only,
 * each view audited), the first admin's proposal to approve and the rejection. A second admin
 * approves the proposal in Pending approvals (routes/approvals.ts).
 */
import {
  adminIdentityListQuery,
  identityFileKind,
  identitySubmissionInput,
  proposeIdentityInput,
  rejectIdentityInput,
} from "@app/schema/contracts/identity";
import { IDENTITY_FILE_MAX_BYTES } from "@app/schema/contracts/identity";
import { invalidField } from "../lib/api-error";
import { idParam, validate } from "../lib/validate";
import { activeInvestorRoutes, adminRoutes, investorRoutes } from "../middleware/auth";
import { openIdentityFile } from "../services/identity/files";
import { proposeIdentityApproval, rejectIdentityCheck } from "../services/identity/staff-decisions";
import { submitIdentity } from "../services/identity/submit";
import { getIdentityCheck, identityStatusOf, listIdentityChecks } from "../services/identity/views";

/** The largest identity upload: two images of 5 MB and the text fields (app.ts's body limit for that route). */
export const IDENTITY_UPLOAD_MAX_BYTES = 2 * IDENTITY_FILE_MAX_BYTES + 64 * 1024;

/** Mounted at `/api/user`. */
export const identityRoutes = investorRoutes()
  .get("/identity", async (c) => c.json(await identityStatusOf(c.env.DB, c.var.user)))
  .route(
    "/",
    activeInvestorRoutes().post("/identity", validate("form", identitySubmissionInput), async (c) => {
      const body = await c.req.parseBody();
      const files = { documentPhoto: body.documentPhoto, selfie: body.selfie };
      return c.json(await submitIdentity(c.env.DB, c.env.IDENTITY_FILES, c.var.user, c.req.valid("form"), files), 201);
    }),
  );

/** Mounted at `/api/admin`. */
export const adminIdentityRoutes = adminRoutes()
  .get("/identity", validate("query", adminIdentityListQuery), async (c) =>
    c.json(await listIdentityChecks(c.env.DB, c.req.valid("query"))),
  )
  .get("/identity/:id", validate("param", idParam), async (c) =>
    c.json(await getIdentityCheck(c.env.DB, c.req.valid("param").id)),
  )
  // The id first and alone, as on every route with an :id (SEC-6); then the image's name.
  .get("/identity/:id/files/:kind", validate("param", idParam), async (c) => {
    const kind = identityFileKind.safeParse(c.req.param("kind"));
    if (!kind.success) throw invalidField("kind", "kind must be document or selfie");
    const file = await openIdentityFile(c.env.DB, c.env.IDENTITY_FILES, c.var.admin, c.req.valid("param").id, kind.data);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.sizeBytes),
        "Cache-Control": "no-store, private",
        "Content-Disposition": "inline",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  })
  .post("/identity/:id/propose", validate("param", idParam), validate("json", proposeIdentityInput), async (c) =>
    c.json(await proposeIdentityApproval(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json")), 202),
  )
  .post("/identity/:id/reject", validate("param", idParam), validate("json", rejectIdentityInput), async (c) => {
    await rejectIdentityCheck(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json"));
    return c.json(await getIdentityCheck(c.env.DB, c.req.valid("param").id));
  });
