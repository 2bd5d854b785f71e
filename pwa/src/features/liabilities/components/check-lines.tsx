/**
 * The five checks of the proof of liabilities (verify-proof.ts), one plain line each with its
 * result, in the order a verifier makes them (docs/proof-of-liabilities.md, "To verify"), and
 * a one-line verdict read out as a status.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatXaf } from "@app/web/money";
import type { LiabilityVerification, Outcome } from "../verify-proof";
import { formatDay } from "./format-day";

function Badge({ outcome }: { outcome: Outcome }) {
  if (outcome === "passed")
    return (
      <span className="badge badge--ok">
        <Trans>Passed</Trans>
      </span>
    );
  if (outcome === "failed")
    return (
      <span className="badge badge--danger">
        <Trans>Failed</Trans>
      </span>
    );
  return (
    <span className="badge badge--pending">
      <Trans>Not checked</Trans>
    </span>
  );
}

function Verdict({ v }: { v: LiabilityVerification }) {
  const all = [v.inTree, v.sums, v.published, v.signature, v.chain];
  if (all.includes("failed"))
    return (
      <p className="banner banner--destructive" role="status">
        <Trans>A check failed: this proof does not hold. Take a screenshot of this screen and write to LionArt’s support.</Trans>
      </p>
    );
  if (v.signature === "unchecked")
    return (
      <p className="banner" role="status">
        <Trans>
          Every check passed except the signature, which this browser cannot check. Open this screen in an up-to-date browser to
          check it too.
        </Trans>
      </p>
    );
  return (
    <p className="banner banner--ok" role="status">
      <Trans>Every check passed: your balance is counted.</Trans>
    </p>
  );
}

export function CheckLines({ v }: { v: LiabilityVerification }) {
  const { i18n } = useLingui();
  const day = formatDay(v.date, i18n.locale);
  const balance = formatXaf(v.balanceXaf, i18n.locale);
  const total = formatXaf(v.totalXaf, i18n.locale);
  const previousDay = v.previousDate && formatDay(v.previousDate, i18n.locale);
  return (
    <>
      <Verdict v={v} />
      <h2 id="liabilities-checks">
        <Trans>What your phone checked</Trans>
      </h2>
      <ol className="checks" aria-labelledby="liabilities-checks">
        <li>
          <Badge outcome={v.inTree} />
          <span>
            <Trans>
              Your balance on {day}, {balance}, is one of the amounts LionArt added up that day: starting from it, your phone
              recomputed the published result.
            </Trans>
          </span>
        </li>
        <li>
          <Badge outcome={v.sums} />
          <span>
            <Trans>
              Every step of that addition is right and no amount in it is negative, up to {total}: what LionArt owed all its
              investors together that day.
            </Trans>
          </span>
        </li>
        <li>
          <Badge outcome={v.published} />
          <span>
            <Trans>The result is the one in the record LionArt published for {day}.</Trans>
          </span>
        </li>
        <li>
          <Badge outcome={v.signature} />
          <span>
            {v.signature === "unchecked" ? (
              <Trans>
                The record’s signature could not be checked in this browser: it cannot check Ed25519 signatures. The other checks
                still ran.
              </Trans>
            ) : (
              <Trans>
                The record carries LionArt’s signature, checked with its published key: no one else could have made it.
              </Trans>
            )}
          </span>
        </li>
        <li>
          <Badge outcome={v.chain} />
          <span>
            {previousDay ? (
              <Trans>The record links to the previous record, of {previousDay}, so that one was not rewritten.</Trans>
            ) : (
              <Trans>This is the first record: there is no earlier one to link to.</Trans>
            )}
          </span>
        </li>
      </ol>
    </>
  );
}
