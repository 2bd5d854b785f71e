/** Copies a value; 'Copied!' for 2 seconds, or the 'Please copy manually' toast (spec section 8). */
import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useToast } from "../../../components/ui/toast";

const CONFIRM_MS = 2000;

export function CopyButton({ value }: { value: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({ title: t`Copy failed`, description: t`Please copy manually`, variant: "destructive" });
    }
  }

  return (
    <button type="button" className="button" onClick={() => void copy()} aria-live="polite">
      {copied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}
    </button>
  );
}
