/**
 * A user's name as a link to their page (docs/product-rules.md#operator-views, OPS-2):
 * every admin row that names a user opens /admin/users/$userId. An erased user's rows
 * still link, under "Deleted user", since their page keeps the ledger.
 */
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";

interface UserLinkProps {
  userId: number | null;
  name: string | null | undefined;
  className?: string;
}

export function UserLink({ userId, name, className = "user-name" }: UserLinkProps) {
  const { t } = useLingui();
  const label = name || (userId === null ? t`Deleted user` : t`User #${userId}`);
  if (userId === null) return <span className={className}>{label}</span>;
  return (
    <Link to="/users/$userId" params={{ userId }} className={className}>
      {label}
    </Link>
  );
}
