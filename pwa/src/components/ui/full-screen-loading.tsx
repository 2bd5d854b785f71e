/** The full-screen 'Loading...' shown while the session is being decided (docs/product-rules.md#screen-routes). */
import { Trans } from "@lingui/react/macro";

export function FullScreenLoading() {
  return (
    <div className="fullscreen-loading" role="status" aria-live="polite">
      <span className="fullscreen-loading__lion" aria-hidden="true">
        🦁
      </span>
      <Trans>Loading...</Trans>
    </div>
  );
}
