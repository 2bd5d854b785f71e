/**
 * The copy button's behaviour, shared by both SPAs (each keeps its own markup and
 * texts): copy `value`, report `copied` for 2 seconds
 * (docs/product-rules.md#screen-behaviour), or call `onFail` so the screen can ask to
 * copy by hand.
 */
import { useEffect, useState } from "react";
import { copyText } from "./clipboard";

export const COPIED_MS = 2000;

export function useCopy(value: string, onFail: () => void): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value)) setCopied(true);
    else onFail();
  };
  return { copied, copy };
}
