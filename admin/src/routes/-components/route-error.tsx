/**
 * A page that failed to load before the panel's frame could show (the session lookup, say),
 * over the whole screen: the reason by error code, and Try again. A 401 shows 'Loading...':
 * the sign-in card is next (lib/query-client.ts).
 */
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { FullScreenLoading } from "../../components/ui/full-screen-loading";
import { errorMessage } from "../../lib/error-message";
import { isSessionEnd } from "../../lib/query-client";
import { RetryButton } from "./route-status";

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  if (isSessionEnd(error)) return <FullScreenLoading />;
  return (
    <div className="full-screen">
      <p role="alert">{errorMessage(error, i18n)}</p>
      <RetryButton reset={reset} />
    </div>
  );
}
