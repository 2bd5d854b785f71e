/** The four summary cards (docs/product-rules.md#screen-dashboard); returns are targets (docs/product-rules.md#cards). */
import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DashboardResponse } from "@app/schema/contracts/dashboard";
import { formatXaf } from "@app/web/money";

export function SummaryCards({ data }: { data: DashboardResponse }) {
  const { i18n } = useLingui();
  const xaf = (v: string) => formatXaf(v, i18n.locale);
  return (
    <div className="grid grid--4">
      <Stat
        label={<Trans>Principal balance</Trans>}
        value={xaf(data.user.principalBalance)}
        note={<Trans>Available to invest or withdraw.</Trans>}
      />
      <Stat
        label={<Trans>Referral balance</Trans>}
        value={xaf(data.user.referralBalance)}
        note={<Trans>Bonuses from friends you invited.</Trans>}
      />
      <Stat label={<Trans>Total invested</Trans>} value={xaf(data.totalInvested)} />
      <Stat
        label={<Trans>Total earned</Trans>}
        value={xaf(data.totalEarned)}
        note={<Trans>Returns paid so far. Daily returns are targets, not guaranteed.</Trans>}
      />
    </div>
  );
}

function Stat({ label, value, note }: { label: ReactNode; value: string; note?: ReactNode }) {
  return (
    <section className="card">
      <h2 className="stat__label">{label}</h2>
      <p className="stat__value">{value}</p>
      {note && <p className="stat__note">{note}</p>}
    </section>
  );
}
