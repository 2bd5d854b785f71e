/**
 * Payment channels (docs/product-rules.md#automatic-rails): for deposits and payouts, whether
 * MTN and Orange go through the provider (Automatic) or by hand (Manual: the deposit
 * verification form, payouts sent by staff). Owners change them after a confirmation that
 * lists each change; other roles read them.
 */
import { useState } from "react";
import { useForm, useStore } from "@tanstack/react-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { PAYMENT_CHANNELS, type PaymentChannelsView, paymentChannelsInput } from "@app/schema/contracts/payments";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { RadioGroup } from "../../../components/ui/radio-group";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { checkWith, parseWith, submitForm } from "../../../lib/form";
import { usePaymentChannels } from "../api/get-payment-channels";
import { useUpdatePaymentChannels } from "../api/update-payment-channels";
import { CHANNEL_DIRECTIONS, CHANNEL_METHODS, channelChanges, channelsInput } from "../channel-changes";
import { channelLabel, channelLineLabel } from "../channel-labels";

export function PaymentChannelsPanel({ isOwner }: { isOwner: boolean }) {
  const channels = usePaymentChannels();
  // Keyed by the saved channels, so a save (or another owner's, after Refresh) resets the form.
  return isOwner ? (
    <ChannelsForm key={JSON.stringify(channels.data)} saved={channels.data} />
  ) : (
    <ChannelsReadOnly channels={channels.data} />
  );
}

function Explanation() {
  return (
    <p className="muted small">
      <Trans>
        Automatic: the provider collects deposits from the investor's phone and sends payouts itself. Manual: investors submit a
        deposit verification and staff send payouts by hand before approving them.
      </Trans>
    </p>
  );
}

function ChannelsReadOnly({ channels }: { channels: PaymentChannelsView }) {
  const { i18n } = useLingui();
  return (
    <section className="card form-card" aria-labelledby="channels-title">
      <h2 id="channels-title" className="section-title">
        <Trans>Payment channels</Trans>
      </h2>
      <Explanation />
      <dl className="summary-list">
        {CHANNEL_DIRECTIONS.flatMap((direction) =>
          CHANNEL_METHODS.map((method) => (
            <div key={`${direction}-${method}`}>
              <dt>{channelLineLabel(direction, method, i18n)}</dt>
              <dd>{channelLabel(channels[direction][method], i18n)}</dd>
            </div>
          )),
        )}
      </dl>
      <p className="muted small">
        <Trans>Only an owner can change the payment channels.</Trans>
      </p>
    </section>
  );
}

function ChannelsForm({ saved }: { saved: PaymentChannelsView }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const mutation = useUpdatePaymentChannels();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    defaultValues: channelsInput(saved),
    // Radio buttons offer only the contract's channels: nothing to name at a field.
    validators: {
      onSubmit: checkWith(
        paymentChannelsInput,
        (values) => values,
        () => undefined,
      ),
    },
    onSubmit: () => setConfirming(true),
  });
  const values = useStore(form.store, (state) => state.values);
  const changes = channelChanges(saved, values);
  const options = PAYMENT_CHANNELS.map((c) => ({ value: c, label: channelLabel(c, i18n) }));

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    setConfirming(false);
  }

  function confirm() {
    mutation.mutate(parseWith(paymentChannelsInput, form.state.values), {
      onSuccess: () => {
        toast({ title: t`Payment channels saved` });
        setConfirming(false);
      },
      onError: (error) =>
        toast({ title: t`Failed to save payment channels`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <form
      className="card form-card"
      aria-labelledby="channels-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (changes.length > 0) void submitForm(form);
      }}
    >
      <h2 id="channels-title" className="section-title">
        <Trans>Payment channels</Trans>
      </h2>
      <Explanation />
      {CHANNEL_DIRECTIONS.map((direction) => (
        <fieldset key={direction} className="settings-group">
          <legend className="step-legend">{direction === "deposits" ? <Trans>Deposits</Trans> : <Trans>Payouts</Trans>}</legend>
          {CHANNEL_METHODS.map((method) => (
            <form.Field key={method} name={`${direction}.${method}`}>
              {(field) => (
                <RadioGroup
                  label={channelLineLabel(direction, method, i18n)}
                  value={field.state.value}
                  options={options}
                  onChange={field.handleChange}
                />
              )}
            </form.Field>
          ))}
        </fieldset>
      ))}
      <div className="actions">
        <Button type="submit" tone="primary" isDisabled={changes.length === 0 || mutation.isPending}>
          <Trans>Save payment channels</Trans>
        </Button>
        {changes.length > 0 && (
          <Button onPress={() => form.reset()} isDisabled={mutation.isPending}>
            <Trans>Undo changes</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Change the payment channels?`}
        onClose={close}
        onConfirm={confirm}
        pending={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error, i18n) : null}
        label={<Trans>Save</Trans>}
        pendingLabel={<Trans>Saving...</Trans>}
      >
        <ul>
          {changes.map((c) => {
            const line = channelLineLabel(c.direction, c.method, i18n);
            const from = channelLabel(c.from, i18n);
            const to = channelLabel(c.to, i18n);
            return (
              <li key={`${c.direction}-${c.method}`}>
                <Trans>
                  {line}: {from} → {to}
                </Trans>
              </li>
            );
          })}
        </ul>
        <p className="muted">
          <Trans>
            New deposits and newly approved withdrawals follow the new channels at once. Payments already sent to the provider
            finish there.
          </Trans>
        </p>
      </ConfirmDialog>
    </form>
  );
}
