/**
 * "Where is my money?" (docs/product-rules.md#money-status, MST-1): every request of the
 * investor to move money, in one list, newest first: deposit verifications, deposits
 * through the provider (failed ones included) and withdrawals, each with its state, what
 * was credited or why not, and for a pending one what happens next and when. The first
 * page comes with the screen's own answer; "Show older requests" loads 20 more at a time.
 */
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { MoneyRequest, MoneyRequestsPage } from "@app/schema/contracts/money-requests";
import { useOlderMoneyRequests } from "../api/get-money-requests";
import { AutomaticDepositItem, DepositVerificationItem } from "./deposit-request-items";
import { WithdrawalItem } from "./withdrawal-request-item";

function RequestItem({ r }: { r: MoneyRequest }) {
  switch (r.kind) {
    case "deposit_verification":
      return <DepositVerificationItem d={r} />;
    case "automatic_deposit":
      return <AutomaticDepositItem d={r} />;
    case "withdrawal":
      return <WithdrawalItem w={r} />;
  }
}

export function MoneyRequests({ first }: { first: MoneyRequestsPage }) {
  const [wanted, setWanted] = useState(false);
  const older = useOlderMoneyRequests(first.nextCursor, wanted);
  const requests = [...first.requests, ...(older.data?.pages.flatMap((p) => p.requests) ?? [])];
  const more = older.data ? older.hasNextPage : first.nextCursor !== null;
  const loading = older.isFetching;
  const showOlder = () => {
    if (!wanted) setWanted(true);
    else void older.fetchNextPage();
  };
  return (
    <section className="card" aria-labelledby="requests-title">
      <h2 id="requests-title">
        <Trans>Deposits and withdrawals</Trans>
      </h2>
      {requests.length === 0 ? (
        <p className="empty">
          <Trans>No deposit or withdrawal yet.</Trans>
        </p>
      ) : (
        <ul className="list" aria-labelledby="requests-title">
          {requests.map((r) => (
            <RequestItem key={`${r.kind}-${r.id}`} r={r} />
          ))}
        </ul>
      )}
      {older.isError && (
        <p className="small" role="alert">
          <Trans>The older requests could not be loaded. Please try again.</Trans>
        </p>
      )}
      {more && (
        <button type="button" className="button button--outline button--small" onClick={showOlder} disabled={loading}>
          {loading ? <Trans>Loading...</Trans> : <Trans>Show older requests</Trans>}
        </button>
      )}
    </section>
  );
}
