/**
 * The user page (docs/product-rules.md#operator-views, OPS-2 and OPS-3): profile, the four
 * balances, the numbers verified for payouts, every ledger entry with its running balance, deposit verifications,
 * withdrawals, investments with paid, owed and paused days, referrals and the audit
 * entries about the user, so one page answers "where did my 10,000 go?". Plain tables
 * with captions; every row that names another user links to that user's page.
 * /admin/users/$userId renders it once its loader has the first page.
 */
import { useUserOverview } from "../api/get-user-overview";
import { UserAudit } from "./user-audit";
import { UserBalances } from "./user-balances";
import { UserInvestments } from "./user-investments";
import { UserLedger } from "./user-ledger";
import { UserPayoutNumbers } from "./user-payout-numbers";
import { UserProfile } from "./user-profile";
import { UserReferrals } from "./user-referrals";
import { UserRequests } from "./user-requests";

/** `mayVerifyNumbers`: the admin's role may propose a payout number (KYC-3). */
export function UserPage({ userId, mayVerifyNumbers }: { userId: number; mayVerifyNumbers: boolean }) {
  const [first] = useUserOverview(userId).data.pages;
  if (!first) return null;
  return (
    <article className="stack" aria-labelledby="user-page-title">
      <UserProfile data={first} />
      <UserBalances data={first} />
      <UserPayoutNumbers data={first} mayVerify={mayVerifyNumbers} />
      <UserLedger userId={userId} />
      <UserRequests data={first} />
      <UserInvestments data={first} />
      <UserReferrals data={first} />
      <UserAudit data={first} />
    </article>
  );
}
