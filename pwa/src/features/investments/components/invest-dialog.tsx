/**
 * The invest confirmation (docs/product-rules.md#investing;
 * docs/product-rules.md#keep-balance): the card's target figures, how returns are earned,
 * the deduction from principal, the keep-1,000-XAF warning when it applies, that the return
 * is reserved at purchase (docs/product-rules.md#reserve, RES-4), and the required risk box.
 * Loaded on demand.
 */
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { InvestmentCardView } from "@app/schema/contracts/investments";
import { KEEP_BALANCE_XAF } from "@app/schema/money";
import { Modal } from "../../../components/ui/modal";
import { describeError, type CodeMessages } from "@app/web/error-messages";
import { formatXaf } from "@app/web/money";
import { toast, useToastScope } from "@app/web/toast-store";
import { useInvest } from "../api/invest";
import { CardFigures } from "./card-figures";

const investFailed = msg`An error occurred during investment`;
const investCodes: CodeMessages = {
  insufficient_balance: msg`You don't have enough funds in your principal balance for this investment.`,
  card_inactive: msg`This card is currently unavailable.`,
  returns_not_funded: msg`This card is currently unavailable: its target return cannot be reserved right now.`,
};

interface InvestDialogProps {
  card: InvestmentCardView;
  principalBalance: string;
  onClose: () => void;
}

export function InvestDialog({ card, principalBalance, onClose }: InvestDialogProps) {
  const { t, i18n } = useLingui();
  // A refusal leaves with this screen (docs/product-rules.md#screen-behaviour).
  const stepToast = useToastScope("invest");
  const invest = useInvest();
  const [accepted, setAccepted] = useState(false);
  const xaf = (v: string | number) => formatXaf(v, i18n.locale);
  const amountXaf = Number(card.investmentAmount);
  const leftXaf = Number(principalBalance) - amountXaf;
  const short = leftXaf < 0;
  const amount = xaf(amountXaf);
  const available = xaf(principalBalance);
  const left = xaf(leftXaf);
  const keep = xaf(KEEP_BALANCE_XAF);
  const termTotal = xaf(Number(card.dailyReturn) * card.durationDays);
  const days = card.durationDays;
  const name = card.name;

  const onConfirm = () =>
    invest.mutate(
      { cardId: card.id, acceptRisk: true },
      {
        onSuccess: () => {
          toast({ title: msg`Investment Successful`, description: msg`You invested ${amount} in ${name}.` });
          onClose();
        },
        onError: (err) =>
          stepToast({
            title: msg`Investment Failed`,
            description: describeError(err, investFailed, investCodes),
            variant: "destructive",
          }),
      },
    );

  return (
    <Modal title={t`Confirm investment`} onClose={onClose} busy={invest.isPending}>
      <h3>{card.name}</h3>
      <CardFigures card={card} />
      <p className="small">
        <Trans>
          If every day of the {days}-day term is paid, returns would total {termTotal}. This is a target, not a guarantee.
        </Trans>
      </p>
      <p className="small">
        <Trans>
          That return is reserved when you invest: the operator's reserve sets {termTotal} aside for this card, and each day's
          return is paid from it.
        </Trans>
      </p>
      <div className="project__how">
        <h3>
          <Trans>How returns are earned</Trans>
        </h3>
        <p className="small">{card.howReturnsAreEarned}</p>
      </div>
      <div className="banner" role="note">
        <p>
          <Trans>
            {amount} will be deducted from your available principal balance ({available}). It returns to your principal balance at
            the end of the term.
          </Trans>
        </p>
      </div>
      {short ? (
        <div className="banner banner--destructive" role="alert">
          <p>
            <Trans>Your principal balance is not enough for this card. Make a deposit first.</Trans>
          </p>
        </div>
      ) : (
        leftXaf < KEEP_BALANCE_XAF && (
          <div className="banner" role="note">
            <p>
              <Trans>
                After this investment your principal balance would be {left}, under {keep}. Daily returns are paused while your
                principal balance stays under {keep}: keep at least {keep} to receive them.
              </Trans>
            </p>
          </div>
        )
      )}
      <label className="checkbox invest-risk">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          disabled={invest.isPending}
        />
        <span>
          <Trans>I understand and accept the risks</Trans>
        </span>
      </label>
      <p className="small muted">
        <Trans>
          Returns are targets, not guaranteed, and are paid only from the operator's funded returns reserve. You may lose money.
        </Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button button--outline" onClick={onClose} disabled={invest.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={!accepted || short || invest.isPending}>
          {invest.isPending ? <Trans>Investing...</Trans> : <Trans>Confirm investment</Trans>}
        </button>
      </div>
    </Modal>
  );
}
