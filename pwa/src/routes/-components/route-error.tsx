/**
 * The error screen of every route (the router's `defaultErrorComponent`): it renders
 * inside the app frame, so the top bar and drawer stay, says in the reader's language
 * what happened (a server error in the catalogue's words), and offers Retry (docs/product-rules.md#offline). A failed code chunk
 * (a deploy replaced it) reloads once into the new version; offline, the screen retries
 * by itself when the network returns.
 */
import { useEffect, useRef } from "react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@app/web/api-client";
import { serverError } from "@app/web/error-messages";
import { isNetworkError, useOnline } from "../../features/offline/network";
import { isChunkLoadError, reloadIfNewVersion } from "../../features/offline/reload-once";

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  const offline = !online || isNetworkError(error);
  // A 5xx says so in the catalogue's words (docs/product-rules.md#screen-behaviour).
  const server = !offline && error instanceof ApiError && error.status >= 500;
  const { i18n } = useLingui();

  const retry = () => {
    reset();
    void router.invalidate();
  };

  useEffect(() => {
    if (isChunkLoadError(error)) void reloadIfNewVersion();
  }, [error]);

  // Back online: try again without waiting for a press.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  });

  return (
    <section className="card route-error" role="alert">
      <h1>{offline ? <Trans>You are offline</Trans> : server ? i18n._(serverError) : <Trans>Something went wrong</Trans>}</h1>
      <p className="muted">
        {offline ? (
          <Trans>This page could not load. Check your connection and try again.</Trans>
        ) : (
          <Trans>This page could not be shown. Please try again.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={retry}>
        <Trans>Retry</Trans>
      </button>
    </section>
  );
}
