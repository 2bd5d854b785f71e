/** GET /api/user/verification: the numbers verified for the investor's payouts and their tier (docs/product-rules.md#verified-numbers). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@app/web/api";

export function verificationQueryOptions() {
  return queryOptions({ queryKey: ["user", "verification"], queryFn: () => json(client.user.verification.$get()) });
}

export function useVerification() {
  return useQuery(verificationQueryOptions());
}
