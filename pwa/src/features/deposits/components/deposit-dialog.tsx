/**
 * The deposit flow's dialogs (docs/product-rules.md#screen-deposit): availability check, then the
 * method, then either paying from the app through the provider when the method's channel is
 * automatic (docs/product-rules.md#automatic-rails, RAIL-1), or the transfer steps with Back
 * and Verify Deposit, which goes to /deposit-verification. Loaded on demand from Make Deposit.
 */
import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "../../../components/ui/modal";
import { useDepositAvailability } from "../api/get-deposit-availability";
import { useDepositSteps } from "../api/get-deposit-steps";
import { usePaymentChannels } from "../../../lib/payment-channels";
import { useUser } from "../../auth/api/get-user";
import { PayWithProvider } from "./pay-with-provider";
import { stepsFor } from "./default-deposit-steps";
import { DepositStepsList } from "./deposit-steps-list";
import { depositsOff, METHODS, methodNames, statusCheckFailed, type DepositMethod } from "./deposit-messages";

export function DepositDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const availability = useDepositAvailability();
  const steps = useDepositSteps(i18n.locale);
  const channels = usePaymentChannels();
  const { data: user } = useUser();
  const [method, setMethod] = useState<DepositMethod | null>(null);
  const [byHand, setByHand] = useState(false);

  const closeButton = (
    <div className="button-row">
      <button type="button" className="button button--outline" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  );

  if (availability.isPending || channels.isPending) {
    return (
      <Modal title={t`Make Deposit`} onClose={onClose}>
        <p role="status">
          <Trans>Checking whether deposits are open...</Trans>
        </p>
      </Modal>
    );
  }
  if (availability.isError || !availability.data.allowed) {
    return (
      <Modal title={t`Make Deposit`} onClose={onClose}>
        <div className={availability.isError ? "banner banner--destructive" : "banner"} role="alert">
          <p>{i18n._(availability.isError ? statusCheckFailed : depositsOff)}</p>
        </div>
        {closeButton}
      </Modal>
    );
  }

  // Each method says how it is paid: from the app when its channel is automatic (RAIL-1),
  // else by hand and then the verification form.
  const automatic = (m: DepositMethod) => channels.data?.deposits[m] === "automatic" && !!user;
  const payWith = (m: DepositMethod) => (m === "MTN" ? t`Pay with MTN MoMo` : t`Pay with Orange Money`);

  if (!method) {
    const howMany = METHODS.filter(automatic).length;
    return (
      <Modal title={t`Make Deposit`} onClose={onClose}>
        <p>
          <Trans>Which service will you send the money with?</Trans>
        </p>
        <div className="method-choice">
          {METHODS.map((m) => (
            <button
              key={m}
              type="button"
              className={`method-choice__option method-choice__option--${m.toLowerCase()}`}
              onClick={() => setMethod(m)}
            >
              {automatic(m) ? payWith(m) : methodNames[m]}
            </button>
          ))}
        </div>
        <p className="small muted">
          {howMany === METHODS.length ? (
            <Trans>
              You approve the payment on your phone; your principal balance is credited as soon as the operator confirms it.
            </Trans>
          ) : howMany === 0 ? (
            <Trans>You send the money from your phone first; then you fill in a short verification form.</Trans>
          ) : (
            <Trans>
              A service marked Pay with is paid from the app: you approve the payment on your phone. With the other, you send the
              money from your phone first, then fill in a short verification form.
            </Trans>
          )}
        </p>
      </Modal>
    );
  }

  const name = methodNames[method];
  if (!byHand && automatic(method) && user) {
    return (
      <Modal title={payWith(method)} onClose={onClose}>
        <PayWithProvider
          method={method}
          phone={user.phone}
          onBack={() => setMethod(null)}
          onClose={onClose}
          onManual={() => setByHand(true)}
        />
      </Modal>
    );
  }
  return (
    <Modal title={t`Deposit with ${name}`} onClose={onClose}>
      {steps.isPending ? (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <DepositStepsList steps={stepsFor(i18n, method, steps.data)} />
      )}
      <p className="small muted">
        <Trans>Keep the transaction ID from the confirmation SMS: you need it to verify the deposit.</Trans>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setByHand(false);
            setMethod(null);
          }}
        >
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose();
            void navigate({ to: "/deposit-verification", search: { method } });
          }}
        >
          <Trans>Verify Deposit</Trans>
        </button>
      </div>
    </Modal>
  );
}
