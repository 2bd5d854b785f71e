/** Copies a value; 'Copied!' for 2 seconds, or the 'Please copy manually' toast (docs/product-rules.md#screen-behaviour). */
import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "@app/web/toast-store";
import { useCopy } from "@app/web/use-copy";

export function CopyButton({ value }: { value: string }) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(value, () =>
    toast({ title: t`Copy failed`, description: t`Please copy manually`, variant: "destructive" }),
  );

  return (
    <button type="button" className="button" onClick={() => void copy()} aria-live="polite">
      {copied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}
    </button>
  );
}
