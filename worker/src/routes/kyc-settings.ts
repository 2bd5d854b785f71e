/**
 * The know-your-investor settings (docs/product-rules.md#limits-by-tier, KYC-5, KYC-9): the
 * limits of each tier and the age of majority; staff read them, the owner edits them
 * (`settings.edit`), audited as `settings.kyc`.
 */
import { kycSettingsInput } from "@app/schema/contracts/tier-limits";
import { validate } from "../lib/validate";
import { adminRoutes } from "../middleware/auth";
import { kycSettings, saveKycSettings } from "../services/limits/settings";

/** Mounted at `/api/admin`. */
export const kycSettingsRoutes = adminRoutes()
  .get("/kyc-settings", async (c) => c.json(await kycSettings(c.env.DB)))
  .put("/kyc-settings", validate("json", kycSettingsInput), async (c) =>
    c.json(await saveKycSettings(c.env.DB, c.var.admin, c.req.valid("json"))),
  );
