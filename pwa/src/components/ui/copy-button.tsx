/** Copies a value; says 'Copied' for 2 s (spec section 9) or asks to copy by hand. */
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { copyText } from "../../lib/clipboard";
import { toast } from "../../lib/toast-store";

const CONFIRM_MS = 2000;

export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    if (await copyText(value)) setCopied(true);
    else toast({ title: t`Please copy manually`, variant: "destructive" });
  };

  return (
    <button type="button" className="button button--small button--outline" onClick={onCopy} aria-live="polite">
      {copied ? t`Copied` : (label ?? t`Copy`)}
    </button>
  );
}
