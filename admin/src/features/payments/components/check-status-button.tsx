/**
 * 'Check status now': one status lookup at the provider (recorded in the history as checked
 * by staff). The page shows the answer; a toast says what the payment's state is now.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-message";
import { paymentStatusLabel } from "../../../lib/payment-status";
import { useCheckPayment } from "../api/check-payment";

export function CheckStatusButton({ paymentId, reference }: { paymentId: string; reference: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const check = useCheckPayment();

  function checkNow() {
    check.mutate(paymentId, {
      onSuccess: (payment) => {
        const status = paymentStatusLabel(payment.status, i18n);
        toast({ title: t`Status checked`, description: `${reference} · ${status}` });
      },
      onError: (error) =>
        toast({ title: t`Status check failed`, description: errorMessage(error, i18n), variant: "destructive" }),
    });
  }

  return (
    <Button size="small" tone="primary" onPress={checkNow} isDisabled={check.isPending}>
      {check.isPending ? <Trans>Checking...</Trans> : <Trans>Check status now</Trans>}
    </Button>
  );
}
