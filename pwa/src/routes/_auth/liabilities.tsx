/**
 * /liabilities (signed in; issue 21, docs/proof-of-liabilities.md): the investor checks in the
 * browser that their balance is counted in the day's signed proof of liabilities. The screen
 * is its own lazy chunk (vite.config.ts LAZY) with its own catalog, awaited here.
 */
import { createFileRoute } from "@tanstack/react-router";
import { LiabilityCheckScreen } from "../../features/liabilities/components/liability-check-screen";
import { ensureLiabilitiesCatalog } from "../../lib/liabilities-catalog";

export const Route = createFileRoute("/_auth/liabilities")({
  loader: ensureLiabilitiesCatalog,
  component: LiabilityCheckScreen,
});
