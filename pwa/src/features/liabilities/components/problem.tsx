/**
 * What the /liabilities screen says when there is nothing to check (docs/proof-of-liabilities.md#the-proof):
 * 404 `not_found` (no record yet, or that day's tree is gone), 404 `no_liability` (owed nothing
 * on the latest record's day, named when known: no leaf), no answer (offline), or another failure; the last two offer Retry.
 */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@app/web/api-client";
import { NoLiabilityError } from "../run-check";
import { formatDay } from "./format-day";

export function CheckProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const { i18n } = useLingui();
  const code = error instanceof NoLiabilityError ? "no_liability" : error instanceof ApiError ? error.code : "unknown";
  const day = error instanceof NoLiabilityError && error.date ? formatDay(error.date, i18n.locale) : null;
  let text: ReactNode;
  if (code === "not_found")
    text = <Trans>There is no record to check yet. The first proof is published after the next daily run.</Trans>;
  else if (code === "no_liability" && day)
    text = (
      <Trans>
        You had no balance on {day}, the day of the latest record, so it has nothing of yours to check. Once you have a balance,
        the next daily run counts it.
      </Trans>
    );
  else if (code === "no_liability")
    text = (
      <Trans>
        You had no balance on that day, so the record has nothing of yours to check. Once you have a balance, the next daily run
        counts it.
      </Trans>
    );
  else if (code === "network") text = <Trans>You are offline. Check your connection and try again.</Trans>;
  else text = <Trans>The check could not be made. Please try again.</Trans>;
  const canRetry = code !== "not_found" && code !== "no_liability";
  return (
    <div role={canRetry ? "alert" : "status"}>
      <p className={canRetry ? "banner banner--destructive" : "banner"}>{text}</p>
      {canRetry && (
        <p>
          <button type="button" className="button" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
