/** The user page's referrals, each a link to that user's page (docs/product-rules.md#operator-views, OPS-2). */
import { useLingui, Trans } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDate, formatXaf } from "@app/web/money";
import { Link } from "@tanstack/react-router";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { UserSection } from "./user-section";

export function UserReferrals({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <UserSection
      id="user-referrals"
      title={<Trans>Referrals</Trans>}
      isEmpty={data.referrals.length === 0}
      empty={<Trans>Nobody registered with this user's code.</Trans>}
    >
      <DataTable
        label={t`People this user referred, and their bonus`}
        className="compact-table"
        columns={[
          { key: "c0", label: <Trans>Friend</Trans>, isRowHeader: true },
          { key: "c1", label: <Trans>Joined</Trans> },
          { key: "c2", label: <Trans>Bonus</Trans> },
        ]}
        rows={data.referrals}
      >
        {(r) => {
          const bonus = formatXaf(r.bonusXaf, i18n.locale);
          return (
            <Row key={r.userId} id={r.userId}>
              <Cell>
                <Link to="/users/$userId" params={{ userId: r.userId }} className="user-name">
                  {r.fullName ?? t`(erased)`} #{r.userId}
                </Link>
              </Cell>
              <Cell className="nowrap">{formatDate(r.joinedAt, i18n.locale)}</Cell>
              <Cell>
                {r.bonus === "paid" && (
                  <span className="badge badge-success">
                    <Trans>Paid {bonus}</Trans>
                  </span>
                )}
                {r.bonus === "pending" && (
                  <span className="badge badge-warning">
                    <Trans>Pending funding {bonus}</Trans>
                  </span>
                )}
                {r.bonus === "none" && (
                  <span className="muted">
                    <Trans>Not invested yet</Trans>
                  </span>
                )}
              </Cell>
            </Row>
          );
        }}
      </DataTable>
    </UserSection>
  );
}
