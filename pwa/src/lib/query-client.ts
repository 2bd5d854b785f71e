/**
 * Data-fetching defaults (docs/product-rules.md#screen-behaviour): data never stale, no
 * refetch on focus or on an interval, no retries. Screens opt into shorter lifetimes
 * where docs/product-rules.md#screen-behaviour asks.
 *
 * Offline (docs/product-rules.md#offline): calls run even when the browser says offline
 * (`networkMode: "always"`), so they fail at once with `ApiError` code `network` instead
 * of waiting silently; each outcome tells `onlineManager` whether the API is reachable,
 * and when it is again, the screens on show refetch (`refetchOnReconnect: "always"`).
 *
 * Every mutation that succeeds refreshes the account's reads (`refreshAccount`: the user,
 * the dashboard with its requests, the statement), so no screen shows a figure or a list
 * the action just changed, whichever mutation it was; the few that change none of them
 * (sign-out, notifications read, push on or off) say so with `meta: { refreshesAccount: false }`.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@app/web/api-client";
import { noteCallOutcome } from "../features/offline/network";
import { refreshAccount } from "./refresh-account";

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
    onError: (err, query) => {
      noteCallOutcome(err);
      // A read started together with the session check (main.tsx) leaves the verdict to it,
      // which also tells whether the platform ended the session.
      if (err instanceof ApiError && err.status === 401 && !query.meta?.withSessionCheck) onSessionEnded(err.code);
    },
    onSuccess: () => noteCallOutcome(null),
  }),
  mutationCache: new MutationCache({
    onError: (err) => noteCallOutcome(err),
    onSuccess: (_data, _variables, _context, mutation) => {
      noteCallOutcome(null);
      if (mutation.meta?.refreshesAccount !== false) void refreshAccount(queryClient);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      refetchOnReconnect: "always",
      networkMode: "always",
    },
    mutations: { retry: false, networkMode: "always" },
  },
});
