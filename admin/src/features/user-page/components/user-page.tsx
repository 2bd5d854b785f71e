/**
 * The user page (docs/product-rules.md#operator-views, OPS-2 and OPS-3): profile, the four
 * balances, every ledger entry with its running balance, deposit verifications,
 * withdrawals, investments with paid, owed and paused days, referrals and the audit
 * entries about the user, so one page answers "where did my 10,000 go?". Plain tables
 * with captions; every row that names another user links to that user's page.
 * /admin/users/$userId renders it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDate, formatDateTime, formatPhone, formatXaf } from "@app/web/money";
import { useUserOverview } from "../api/get-user-overview";
import { AuditChanges } from "../../../components/audit-changes";
import { RequestStatusBadge } from "../../../components/request-status-badge";
import { actionLabel } from "../../../lib/action-label";
import { Link } from "@tanstack/react-router";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { QueryStatus } from "../../../components/ui/query-status";

interface UserPageProps {
  userId: number;
}

export function UserPage({ userId }: UserPageProps) {
  const { i18n, t } = useLingui();
  const overview = useUserOverview(userId);

  if (!overview.isSuccess) {
    return (
      <QueryStatus
        query={overview}
        loading={<Trans>Loading the user...</Trans>}
        failed={<Trans>Could not load this user.</Trans>}
      />
    );
  }
  const [first] = overview.data.pages;
  if (!first) return null;
  const entries = overview.data.pages.flatMap((p) => p.ledger.entries);

  return (
    <article className="stack" aria-labelledby="user-page-title">
      <Profile data={first} />
      <Balances data={first} />
      <section className="stack" aria-labelledby="user-ledger-title">
        <h2 id="user-ledger-title" className="section-title">
          <Trans>Ledger entries</Trans>
        </h2>
        {entries.length === 0 ? (
          <p className="empty">
            <Trans>No ledger entries yet.</Trans>
          </p>
        ) : (
          <DataTable
            label={t`Ledger entries, newest first, with the balance of the account after each`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Date & time</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>Account</Trans> },
              { key: "c2", label: <Trans>Kind</Trans> },
              { key: "c3", label: <Trans>Other account</Trans> },
              { key: "c4", label: <Trans>Reference</Trans> },
              { key: "c5", label: <Trans>Out</Trans>, numeric: true },
              { key: "c6", label: <Trans>In</Trans>, numeric: true },
              { key: "c7", label: <Trans>Balance</Trans>, numeric: true },
            ]}
            rows={entries}
          >
            {(e) => (
              <Row key={`${e.transferId}.${e.account}`} id={`${e.transferId}.${e.account}`}>
                <Cell className="nowrap">{formatDateTime(e.at, i18n.locale)}</Cell>
                <Cell translate="no">{e.account}</Cell>
                <Cell translate="no">
                  {e.kind}
                  <span className="cell-sub">#{e.transferId}</span>
                </Cell>
                <Cell translate="no">
                  <code>{e.counterAccount}</code>
                </Cell>
                <Cell className="break">{[e.reference, e.memo].filter(Boolean).join(" · ")}</Cell>
                <Cell className="num nowrap">{e.debitXaf > 0 ? formatXaf(e.debitXaf, i18n.locale) : ""}</Cell>
                <Cell className="num nowrap">{e.creditXaf > 0 ? formatXaf(e.creditXaf, i18n.locale) : ""}</Cell>
                <Cell className="num nowrap">{formatXaf(e.balanceXaf, i18n.locale)}</Cell>
              </Row>
            )}
          </DataTable>
        )}
        {overview.hasNextPage && (
          <div className="actions">
            <button
              type="button"
              className="button button-small"
              onClick={() => void overview.fetchNextPage()}
              disabled={overview.isFetchingNextPage}
            >
              {overview.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show older entries</Trans>}
            </button>
          </div>
        )}
      </section>
      <Requests data={first} />
      <Investments data={first} />
      <Referrals data={first} />
      <Audit data={first} />
    </article>
  );
}

function Profile({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  const p = data.profile;
  const name = p.fullName ?? t`(erased)`;
  return (
    <section className="stack" aria-labelledby="user-page-title">
      <h1 id="user-page-title" className="panel-title">
        {name} <span className="muted">#{p.id}</span>{" "}
        {p.isActive ? (
          <span className="badge badge-success">
            <Trans>Active</Trans>
          </span>
        ) : (
          <span className="badge badge-danger">
            <Trans>Suspended</Trans>
          </span>
        )}
        {p.mustChangePassword && (
          <span className="badge badge-warning">
            <Trans>Must change password</Trans>
          </span>
        )}
      </h1>
      <dl className="summary-list">
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd translate="no">{p.phone ? formatPhone(p.phone) : "—"}</dd>
        <dt>
          <Trans>Mobile money service</Trans>
        </dt>
        <dd>{p.mobileMoneyService}</dd>
        <dt>
          <Trans>Referral code</Trans>
        </dt>
        <dd translate="no">{p.referralCode ?? "—"}</dd>
        <dt>
          <Trans>Referred by</Trans>
        </dt>
        <dd>
          {p.referredBy ? (
            <Link to="/users/$userId" params={{ userId: p.referredBy.id }} className="user-name">
              {p.referredBy.fullName ?? t`(erased)`} #{p.referredBy.id}
            </Link>
          ) : (
            "—"
          )}
        </dd>
        <dt>
          <Trans>Registered</Trans>
        </dt>
        <dd>{formatDateTime(p.createdAt, i18n.locale)}</dd>
        <dt>
          <Trans>First investment</Trans>
        </dt>
        <dd>{p.firstInvestedAt ? formatDateTime(p.firstInvestedAt, i18n.locale) : "—"}</dd>
      </dl>
    </section>
  );
}

function Balances({ data }: { data: UserOverviewResponse }) {
  const { i18n } = useLingui();
  const b = data.balances;
  const cards = [
    { key: "principal", label: <Trans>Principal</Trans>, value: b.principalXaf },
    { key: "referral", label: <Trans>Referral</Trans>, value: b.referralXaf },
    { key: "invested", label: <Trans>Invested</Trans>, value: b.investedXaf },
    { key: "hold", label: <Trans>Withdrawal hold</Trans>, value: b.withdrawalHoldXaf },
  ];
  return (
    <section aria-labelledby="user-balances-title">
      <h2 id="user-balances-title" className="section-title">
        <Trans>Balances</Trans>
      </h2>
      <div className="summary-grid">
        {cards.map((c) => (
          <div key={c.key} className="summary-card">
            <div className="muted">{c.label}</div>
            <div className="summary-figures">{formatXaf(c.value, i18n.locale)}</div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Requests({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <section className="stack" aria-labelledby="user-deposits-title">
        <h2 id="user-deposits-title" className="section-title">
          <Trans>Deposit verifications</Trans>
        </h2>
        {data.depositVerifications.length === 0 ? (
          <p className="empty">
            <Trans>No deposit verifications.</Trans>
          </p>
        ) : (
          <DataTable
            label={t`Deposit verifications of this user, newest first`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Submitted</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>Transaction ID</Trans> },
              { key: "c2", label: <Trans>Amount</Trans>, numeric: true },
              { key: "c3", label: <Trans>Status</Trans> },
              { key: "c4", label: <Trans>Decided</Trans> },
              { key: "c5", label: <Trans>Notes</Trans> },
            ]}
            rows={data.depositVerifications}
          >
            {(d) => (
              <Row key={d.id} id={d.id}>
                <Cell className="nowrap">{formatDateTime(d.createdAt, i18n.locale)}</Cell>
                <Cell translate="no">
                  <code>{d.transactionId}</code>
                  <span className="cell-sub">
                    {d.paymentMethod} · {d.depositName}
                  </span>
                </Cell>
                <Cell className="num nowrap">{formatXaf(d.amountXaf, i18n.locale)}</Cell>
                <Cell>
                  <RequestStatusBadge status={d.status} />
                  {d.hidden && (
                    <span className="badge badge-neutral">
                      <Trans>Hidden</Trans>
                    </span>
                  )}
                </Cell>
                <Cell>{d.decidedAt ? `${formatDateTime(d.decidedAt, i18n.locale)} · ${d.decidedBy ?? ""}` : "—"}</Cell>
                <Cell className="break">{d.adminNotes ?? ""}</Cell>
              </Row>
            )}
          </DataTable>
        )}
      </section>
      <section className="stack" aria-labelledby="user-withdrawals-title">
        <h2 id="user-withdrawals-title" className="section-title">
          <Trans>Withdrawals</Trans>
        </h2>
        {data.withdrawals.length === 0 ? (
          <p className="empty">
            <Trans>No withdrawals.</Trans>
          </p>
        ) : (
          <DataTable
            label={t`Withdrawal requests of this user, newest first`}
            className="compact-table"
            columns={[
              { key: "c0", label: <Trans>Requested</Trans>, isRowHeader: true },
              { key: "c1", label: <Trans>Amount</Trans>, numeric: true },
              { key: "c2", label: <Trans>Fee</Trans>, numeric: true },
              { key: "c3", label: <Trans>To</Trans> },
              { key: "c4", label: <Trans>Status</Trans> },
              { key: "c5", label: <Trans>Notes</Trans> },
            ]}
            rows={data.withdrawals}
          >
            {(w) => (
              <Row key={w.id} id={w.id}>
                <Cell className="nowrap">{formatDateTime(w.createdAt, i18n.locale)}</Cell>
                <Cell className="num nowrap">{formatXaf(w.amountXaf, i18n.locale)}</Cell>
                <Cell className="num nowrap">{formatXaf(w.feeXaf, i18n.locale)}</Cell>
                <Cell translate="no">
                  {formatPhone(w.accountNumber)}
                  <span className="cell-sub">
                    {w.accountName} · {w.paymentMethod}
                  </span>
                </Cell>
                <Cell>
                  <RequestStatusBadge status={w.status} />
                </Cell>
                <Cell className="break">{w.adminNotes ?? ""}</Cell>
              </Row>
            )}
          </DataTable>
        )}
      </section>
    </>
  );
}

function Investments({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <section className="stack" aria-labelledby="user-investments-title">
      <h2 id="user-investments-title" className="section-title">
        <Trans>Investments</Trans>
      </h2>
      {data.investments.length === 0 ? (
        <p className="empty">
          <Trans>No investments.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Investments of this user with paid, owed and paused days`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Card</Trans>, isRowHeader: true },
            { key: "c1", label: <Trans>Amount</Trans>, numeric: true },
            { key: "c2", label: <Trans>Daily return</Trans>, numeric: true },
            { key: "c3", label: <Trans>Term</Trans> },
            { key: "c4", label: <Trans>Paid days</Trans>, numeric: true },
            { key: "c5", label: <Trans>Owed days</Trans>, numeric: true },
            { key: "c6", label: <Trans>Paused days</Trans>, numeric: true },
            { key: "c7", label: <Trans>Earned</Trans>, numeric: true },
          ]}
          rows={data.investments}
        >
          {(inv) => (
            <Row key={inv.id} id={inv.id}>
              <Cell>
                {inv.cardName}
                <span className="cell-sub">
                  #{inv.id} · {inv.isActive ? <Trans>active</Trans> : <Trans>matured</Trans>}
                </span>
              </Cell>
              <Cell className="num nowrap">{formatXaf(inv.amountXaf, i18n.locale)}</Cell>
              <Cell className="num nowrap">{formatXaf(inv.dailyReturnXaf, i18n.locale)}</Cell>
              <Cell className="nowrap">
                {formatDate(`${inv.startDay}T12:00:00Z`, i18n.locale)} – {formatDate(`${inv.maturesOn}T12:00:00Z`, i18n.locale)}
              </Cell>
              <Cell className="num nowrap">{inv.paidDays}</Cell>
              <Cell className="num nowrap">{inv.owedDays}</Cell>
              <Cell className="num nowrap">{inv.pausedDays}</Cell>
              <Cell className="num nowrap">{formatXaf(inv.totalEarnedXaf, i18n.locale)}</Cell>
            </Row>
          )}
        </DataTable>
      )}
    </section>
  );
}

function Referrals({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <section className="stack" aria-labelledby="user-referrals-title">
      <h2 id="user-referrals-title" className="section-title">
        <Trans>Referrals</Trans>
      </h2>
      {data.referrals.length === 0 ? (
        <p className="empty">
          <Trans>Nobody registered with this user's code.</Trans>
        </p>
      ) : (
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
      )}
    </section>
  );
}

function Audit({ data }: { data: UserOverviewResponse }) {
  const { i18n, t } = useLingui();
  return (
    <section className="stack" aria-labelledby="user-audit-title">
      <h2 id="user-audit-title" className="section-title">
        <Trans>Audit entries</Trans>
      </h2>
      {data.auditEntries.length === 0 ? (
        <p className="empty">
          <Trans>No admin actions about this user.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Admin actions about this user and their requests, newest first`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Date & time</Trans> },
            { key: "c1", label: <Trans>Admin</Trans> },
            { key: "c2", label: <Trans>Action</Trans>, isRowHeader: true },
            { key: "c3", label: <Trans>Target</Trans> },
            { key: "c4", label: <Trans>What changed</Trans> },
          ]}
          rows={data.auditEntries}
        >
          {(a) => (
            <Row key={a.id} id={a.id}>
              <Cell className="nowrap">{formatDateTime(a.createdAt, i18n.locale)}</Cell>
              <Cell translate="no">{a.adminUsername}</Cell>
              <Cell>{actionLabel(a.action, i18n)}</Cell>
              <Cell translate="no">{a.targetType ? `${a.targetType} #${a.targetId ?? ""}` : "—"}</Cell>
              <Cell className="break">
                <AuditChanges detail={a.detail} />
              </Cell>
            </Row>
          )}
        </DataTable>
      )}
    </section>
  );
}
