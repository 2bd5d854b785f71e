/**
 * Data-fetching defaults (docs/product-rules.md#screen-behaviour): data never stale, no
 * refetch on focus or on an interval, no retries. Screens opt into shorter lifetimes
 * where docs/product-rules.md#screen-behaviour asks.
 */
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@app/web/api-client";

/**
 * Called when a private call answers 401: the session ended on the server. `code` is
 * `session_ended` when the platform ended it (docs/product-rules.md#money-status, MST-5), so the login screen can say so.
 */
let onSessionEnded: (code: string) => void = () => {};

export function setSessionEndedHandler(handler: (code: string) => void) {
  onSessionEnded = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) onSessionEnded(err.code);
    },
  }),
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
