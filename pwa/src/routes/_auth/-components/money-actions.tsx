/**
 * Make Deposit and Withdraw Funds (home hero and dashboard). Each dialog is its own chunk,
 * fetched with the money catalog when the button is first pointed at or focused, so
 * neither page pays for it up front
 * (docs/decisions/0012-native-elements-on-pwa-first-route.md). Suspended accounts are
 * told why they cannot use them, and so is everyone offline
 * (docs/product-rules.md#offline).
 */
import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { userQueryKey, useUser } from "../../../features/auth/api/get-user";
import { useLazyDialog } from "../../../components/ui/use-lazy-dialog";
import { ensureMoneyCatalog } from "../../../lib/money-catalog";
import { useOnline } from "../../../features/offline/network";
import { OfflineActionsNote } from "./offline-notice";
// With the page, not with the dialog: a dialog whose download failed offline and is
// retried would otherwise never get its stylesheet (Vite does not re-insert a failed link).
import "../../../signed-in.css";

const loadDeposit = () =>
  Promise.all([import("../../../features/deposits/components/deposit-dialog"), ensureMoneyCatalog()]).then(
    ([m]) => m.DepositDialog,
  );
const loadWithdrawal = () =>
  Promise.all([import("../../../features/withdrawals/components/withdrawal-dialog"), ensureMoneyCatalog()]).then(
    ([m]) => m.WithdrawalDialog,
  );
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

type Open = "deposit" | "withdraw" | null;

export function MoneyActions({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const [open, setOpen] = useState<Open>(null);
  const deposit = useLazyDialog(loadDeposit);
  const withdrawal = useLazyDialog(loadWithdrawal);
  const noteId = useId();
  const online = useOnline();
  if (!user) return null;

  const suspended = !user.isActive;
  const blocked = suspended || !online ? { "aria-disabled": true, "aria-describedby": noteId } : {};
  const show = async (which: Exclude<Open, null>) => {
    if (suspended || !online) return;
    // The withdrawal summary compares with the principal: make sure it is today's.
    if (which === "withdraw") void queryClient.invalidateQueries({ queryKey: userQueryKey });
    if (await (which === "deposit" ? deposit : withdrawal).ensure()) setOpen(which);
  };
  const close = () => setOpen(null);

  return (
    <div className={className}>
      <div className="button-row">
        <button
          type="button"
          className="button"
          {...blocked}
          onPointerEnter={preload(loadDeposit)}
          onFocus={preload(loadDeposit)}
          onClick={() => void show("deposit")}
        >
          <Trans>Make Deposit</Trans>
        </button>
        <button
          type="button"
          className="button button--outline"
          {...blocked}
          onPointerEnter={preload(loadWithdrawal)}
          onFocus={preload(loadWithdrawal)}
          onClick={() => void show("withdraw")}
        >
          <Trans>Withdraw Funds</Trans>
        </button>
      </div>
      {suspended ? (
        <p id={noteId} className="small money-actions__note">
          <Trans>Your account is suspended: deposits and withdrawals are not available.</Trans>
        </p>
      ) : (
        !online && <OfflineActionsNote id={noteId} />
      )}
      {(deposit.loading || withdrawal.loading) && (
        <p className="small money-actions__note" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {open === "deposit" && deposit.Component && <deposit.Component onClose={close} />}
      {open === "withdraw" && withdrawal.Component && <withdrawal.Component user={user} onClose={close} />}
    </div>
  );
}
