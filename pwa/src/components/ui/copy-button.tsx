/** Copies a value; says 'Copied' for 2 s (docs/product-rules.md#screen-behaviour) or asks to copy by hand. */
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { toast } from "@app/web/toast-store";
import { useCopy } from "@app/web/use-copy";

export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(value, () => toast({ title: msg`Please copy manually`, variant: "destructive" }));

  return (
    <button type="button" className="button button--small button--outline" onClick={copy} aria-live="polite">
      {copied ? t`Copied` : (label ?? t`Copy`)}
    </button>
  );
}
