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
import { errorMessage } from "../../../lib/error-message";
import { formatDate, formatDateTime, formatPhone, formatXaf } from "../../../lib/format";
import { useUserOverview } from "../api/get-user-overview";
import { AuditChanges } from "../../../components/audit-changes";
import { actionLabel } from "../../../lib/action-label";
import { Link } from "@tanstack/react-router";

interface UserPageProps {
  userId: number;
}

export function UserPage({ userId }: UserPageProps) {
  const { i18n } = useLingui();
  const overview = useUserOverview(userId);

  if (overview.isPending) {
    return (
      <p className="muted" role="status">
        <Trans>Loading the user...</Trans>
      </p>
    );
  }
  if (overview.isError) {
    return (
      <p className="notice notice-error" role="alert">
        <Trans>Could not load this user.</Trans> {errorMessage(overview.error, i18n)}
      </p>
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
          <div className="table-wrap">
            <table className="data-table compact-table">
              <caption className="visually-hidden">
                <Trans>Ledger entries, newest first, with the balance of the account after each</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date & time</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Account</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Kind</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Other account</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Reference</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>Out</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>In</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>Balance</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={`${e.transferId}.${e.account}`}>
                    <td className="nowrap">{formatDateTime(e.at, i18n.locale)}</td>
                    <td translate="no">{e.account}</td>
                    <td translate="no">
                      {e.kind}
                      <span className="cell-sub">#{e.transferId}</span>
                    </td>
                    <td translate="no">
                      <code>{e.counterAccount}</code>
                    </td>
                    <td className="break">{[e.reference, e.memo].filter(Boolean).join(" · ")}</td>
                    <td className="amount">{e.debitXaf > 0 ? formatXaf(e.debitXaf, i18n.locale) : ""}</td>
                    <td className="amount">{e.creditXaf > 0 ? formatXaf(e.creditXaf, i18n.locale) : ""}</td>
                    <td className="amount">{formatXaf(e.balanceXaf, i18n.locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

/** A request's state in the admin's language; withdrawals' completed and failed read Approved and Rejected. */
function statusBadge(status: string) {
  if (status === "approved" || status === "completed")
    return (
      <span className="badge badge-success">
        <Trans context="status badge">Approved</Trans>
      </span>
    );
  if (status === "pending")
    return (
      <span className="badge badge-warning">
        <Trans context="status badge">Pending</Trans>
      </span>
    );
  return (
    <span className="badge badge-danger">
      <Trans context="status badge">Rejected</Trans>
    </span>
  );
}

function Requests({ data }: { data: UserOverviewResponse }) {
  const { i18n } = useLingui();
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
          <div className="table-wrap">
            <table className="data-table compact-table">
              <caption className="visually-hidden">
                <Trans>Deposit verifications of this user, newest first</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Submitted</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Transaction ID</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Decided</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Notes</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.depositVerifications.map((d) => (
                  <tr key={d.id}>
                    <td className="nowrap">{formatDateTime(d.createdAt, i18n.locale)}</td>
                    <td translate="no">
                      <code>{d.transactionId}</code>
                      <span className="cell-sub">
                        {d.paymentMethod} · {d.depositName}
                      </span>
                    </td>
                    <td className="amount">{formatXaf(d.amountXaf, i18n.locale)}</td>
                    <td>
                      {statusBadge(d.status)}
                      {d.hidden && (
                        <span className="badge badge-neutral">
                          <Trans>Hidden</Trans>
                        </span>
                      )}
                    </td>
                    <td>{d.decidedAt ? `${formatDateTime(d.decidedAt, i18n.locale)} · ${d.decidedBy ?? ""}` : "—"}</td>
                    <td className="break">{d.adminNotes ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
          <div className="table-wrap">
            <table className="data-table compact-table">
              <caption className="visually-hidden">
                <Trans>Withdrawal requests of this user, newest first</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Requested</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className="amount">
                    <Trans>Fee</Trans>
                  </th>
                  <th scope="col">
                    <Trans>To</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Notes</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.withdrawals.map((w) => (
                  <tr key={w.id}>
                    <td className="nowrap">{formatDateTime(w.createdAt, i18n.locale)}</td>
                    <td className="amount">{formatXaf(w.amountXaf, i18n.locale)}</td>
                    <td className="amount">{formatXaf(w.feeXaf, i18n.locale)}</td>
                    <td translate="no">
                      {formatPhone(w.accountNumber)}
                      <span className="cell-sub">
                        {w.accountName} · {w.paymentMethod}
                      </span>
                    </td>
                    <td>{statusBadge(w.status)}</td>
                    <td className="break">{w.adminNotes ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Investments({ data }: { data: UserOverviewResponse }) {
  const { i18n } = useLingui();
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
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption className="visually-hidden">
              <Trans>Investments of this user with paid, owed and paused days</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Card</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Daily return</Trans>
                </th>
                <th scope="col">
                  <Trans>Term</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Paid days</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Owed days</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Paused days</Trans>
                </th>
                <th scope="col" className="amount">
                  <Trans>Earned</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.investments.map((inv) => (
                <tr key={inv.id}>
                  <th scope="row">
                    {inv.cardName}
                    <span className="cell-sub">
                      #{inv.id} · {inv.isActive ? <Trans>active</Trans> : <Trans>matured</Trans>}
                    </span>
                  </th>
                  <td className="amount">{formatXaf(inv.amountXaf, i18n.locale)}</td>
                  <td className="amount">{formatXaf(inv.dailyReturnXaf, i18n.locale)}</td>
                  <td className="nowrap">
                    {formatDate(`${inv.startDay}T12:00:00Z`, i18n.locale)} –{" "}
                    {formatDate(`${inv.maturesOn}T12:00:00Z`, i18n.locale)}
                  </td>
                  <td className="amount">{inv.paidDays}</td>
                  <td className="amount">{inv.owedDays}</td>
                  <td className="amount">{inv.pausedDays}</td>
                  <td className="amount">{formatXaf(inv.totalEarnedXaf, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption className="visually-hidden">
              <Trans>People this user referred, and their bonus</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Friend</Trans>
                </th>
                <th scope="col">
                  <Trans>Joined</Trans>
                </th>
                <th scope="col">
                  <Trans>Bonus</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.referrals.map((r) => {
                const bonus = formatXaf(r.bonusXaf, i18n.locale);
                return (
                  <tr key={r.userId}>
                    <th scope="row">
                      <Link to="/users/$userId" params={{ userId: r.userId }} className="user-name">
                        {r.fullName ?? t`(erased)`} #{r.userId}
                      </Link>
                    </th>
                    <td className="nowrap">{formatDate(r.joinedAt, i18n.locale)}</td>
                    <td>
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Audit({ data }: { data: UserOverviewResponse }) {
  const { i18n } = useLingui();
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
        <div className="table-wrap">
          <table className="data-table compact-table">
            <caption className="visually-hidden">
              <Trans>Admin actions about this user and their requests, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date & time</Trans>
                </th>
                <th scope="col">
                  <Trans>Admin</Trans>
                </th>
                <th scope="col">
                  <Trans>Action</Trans>
                </th>
                <th scope="col">
                  <Trans>Target</Trans>
                </th>
                <th scope="col">
                  <Trans>What changed</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.auditEntries.map((a) => (
                <tr key={a.id}>
                  <td className="nowrap">{formatDateTime(a.createdAt, i18n.locale)}</td>
                  <td translate="no">{a.adminUsername}</td>
                  <th scope="row">{actionLabel(a.action, i18n)}</th>
                  <td translate="no">{a.targetType ? `${a.targetType} #${a.targetId ?? ""}` : "—"}</td>
                  <td className="break">
                    <AuditChanges detail={a.detail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
