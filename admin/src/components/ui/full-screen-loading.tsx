/** 'Loading...' over the whole screen while a page decides the session or loads its code. */
import { Trans } from "@lingui/react/macro";

export function FullScreenLoading() {
  return (
    <div className="full-screen" role="status">
      <Trans>Loading...</Trans>
    </div>
  );
}
