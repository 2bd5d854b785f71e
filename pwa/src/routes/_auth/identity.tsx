/**
 * /identity (signed in; docs/product-rules.md#identity, IDV-7): the investor sends their
 * identity for tier 2 and reads its state. Its own lazy chunk (vite.config.ts LAZY).
 */
import { createFileRoute } from "@tanstack/react-router";
import { identityQueryOptions } from "../../features/identity/api/identity";
import { IdentityScreen } from "../../features/identity/components/identity-screen";

export const Route = createFileRoute("/_auth/identity")({
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueryOptions()),
  component: IdentityScreen,
});
