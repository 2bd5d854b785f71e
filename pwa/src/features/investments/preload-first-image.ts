/**
 * On a repeat visit to /projects the first card's image is the largest paint, and its request
 * would start only once React has built the page (issue 22: about 0.3 s on a slow phone).
 * Once the saved copy is back (features/offline/session-cache.ts), the first saved card
 * names the image: it is preloaded while the page renders.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "../../lib/i18n";
import { investmentCardsQueryOptions } from "./api/get-investment-cards";

export function preloadFirstCardImage(queryClient: QueryClient, locale: Locale): void {
  const first = queryClient.getQueryData(investmentCardsQueryOptions(locale).queryKey)?.[0]?.imageUrl;
  if (!first) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = first;
  link.fetchPriority = "high";
  document.head.append(link);
}
