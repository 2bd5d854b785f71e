/**
 * Data-fetching defaults of spec section 9: data never stale, no refetch on focus or on
 * an interval, no retries. Screens opt into shorter lifetimes where the spec asks.
 */
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Called when a private call answers 401: the session ended on the server. */
let onSessionEnded: () => void = () => {};

export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
    },
  }),
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
