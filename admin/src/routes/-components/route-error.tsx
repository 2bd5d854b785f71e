/** A page that failed to load (the session lookup, say): the reason by error code, and Try again. */
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/error-message";

export function RouteError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <div className="full-screen">
      <p role="alert">{errorMessage(error, i18n)}</p>
      <Button onPress={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
