/**
 * What a signed-in page shows in place of the data its loader is fetching: while it loads,
 * `loading` as a status; when it failed, `failed`, the error's reason in words (by code,
 * lib/error-message.ts) and Try again, which runs the loader again. `above` (a tab's filter
 * box) stays on top of both, so a filter the server refused can be corrected where it was
 * typed. A 401 shows the loading line: the query client is already on its way to the
 * sign-in card (lib/query-client.ts).
 */
import { type ComponentType, Fragment, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { isSessionEnd } from "../../lib/query-client";

interface RouteStatusTexts {
  /** "Loading users..." */
  loading?: MessageDescriptor;
  /** "Could not load users." */
  failed?: MessageDescriptor;
  /** Shown above the status, in both states (a tab's filter box). */
  above?: ComponentType;
  /** A page of its own (not a tab): the status sits in the panel's frame. */
  page?: boolean;
}

const LOADING = msg`Loading...`;

function Loading({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <p className="muted route-status" role="status">
      {i18n._(text)}
    </p>
  );
}

function Failed({ error, reset, failed }: ErrorComponentProps & { failed?: MessageDescriptor }) {
  const { i18n } = useLingui();
  if (isSessionEnd(error)) return <Loading text={LOADING} />;
  return (
    <div className="route-status">
      <p className="notice notice-error" role="alert">
        {failed && `${i18n._(failed)} `}
        {errorMessage(error, i18n)}
      </p>
      <RetryButton reset={reset} />
    </div>
  );
}

/** Try again: clears the route's error and runs its loader again. */
export function RetryButton({ reset }: Pick<ErrorComponentProps, "reset">) {
  const router = useRouter();
  return (
    <Button
      onPress={() => {
        reset();
        void router.invalidate();
      }}
    >
      <Trans>Try again</Trans>
    </Button>
  );
}

/** A route's `pendingComponent` and `errorComponent`, in the route's own words. */
export function routeStatus({ loading = LOADING, failed, above: Above, page = false }: RouteStatusTexts = {}) {
  const Frame = page ? PageFrame : Fragment;
  return {
    pendingComponent: function RoutePending() {
      return (
        <Frame>
          {Above && <Above />}
          <Loading text={loading} />
        </Frame>
      );
    },
    errorComponent: function RouteFailed(props: ErrorComponentProps) {
      return (
        <Frame>
          {Above && <Above />}
          <Failed {...props} failed={failed} />
        </Frame>
      );
    },
  };
}

function PageFrame({ children }: { children: ReactNode }) {
  return <main className="panel">{children}</main>;
}

/** The panel's defaults (main.tsx): 'Loading...', and the error's reason with Try again. */
export const { pendingComponent: RoutePending, errorComponent: RouteFailed } = routeStatus();
