/** When deposits or withdrawals were switched off or on, and why: public by decision (docs/product-rules.md#switches, SW-3). */
import { Trans, useLingui } from "@lingui/react/macro";
import type { SwitchChangeView } from "@app/schema/contracts/transparency";
import { formatDate } from "@app/web/money";

export function SwitchHistory({ changes }: { changes: SwitchChangeView[] }) {
  const { i18n } = useLingui();
  if (changes.length === 0) return null;
  return (
    <>
      <h3 className="figures__title">
        <Trans>Deposit and withdrawal pauses</Trans>
      </h3>
      <ul className="list">
        {changes.map((c) => {
          const date = formatDate(c.createdAt, i18n.locale, true);
          return (
            <li key={`${c.switch}-${c.createdAt}`}>
              <span>
                {c.switch === "deposits" ? <Trans>Deposits</Trans> : <Trans>Withdrawals</Trans>}{" "}
                {c.enabled ? <Trans>switched on</Trans> : <Trans>switched off</Trans>}
                {c.reason ? `: ${c.reason}` : ""}
              </span>
              <span className="small muted">
                <Trans>{date}, by an administrator</Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
