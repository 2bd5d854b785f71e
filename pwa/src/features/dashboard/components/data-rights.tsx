/**
 * The investor's data in the profile (docs/product-rules.md#data-rights): "Download my data"
 * saves everything we hold as JSON (every page joined, DATA-1, DATA-2), with a link to the
 * statement as CSV; "Close my account" opens the confirmation dialog (DATA-4), its own chunk.
 */
import { useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { describeError } from "@app/web/error-messages";
import { toast } from "@app/web/toast-store";
import { useLazyDialog } from "../../../components/ui/use-lazy-dialog";
import { fetchAllMyData, saveFile } from "../api/data-export";

const loadDialog = () => import("./close-account-dialog").then((m) => m.CloseAccountDialog);
const preload = () => void loadDialog().catch(() => undefined);

export function DataRights() {
  const { i18n } = useLingui();
  const lang = i18n.locale === "fr" ? "fr" : "en";
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useLazyDialog(loadDialog);

  const download = async () => {
    setBusy(true);
    try {
      const data = await fetchAllMyData();
      saveFile(`lionart-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2), "application/json");
      toast({ title: msg`Your data is downloaded` });
    } catch (err) {
      toast({ title: msg`Your data could not be downloaded`, description: describeError(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="data-rights">
      <h3>
        <Trans>Your data</Trans>
      </h3>
      <p className="small muted">
        <Trans>Download everything we hold about you: your profile, numbers, transfers, requests and notifications.</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button button--outline button--small" onClick={() => void download()} disabled={busy}>
          {busy ? <Trans>Preparing your data...</Trans> : <Trans>Download my data</Trans>}
        </button>
        <a className="button button--outline button--small" href={`/api/user/data-export?format=csv&lang=${lang}`} download>
          <Trans>Statement (CSV)</Trans>
        </a>
      </div>
      <button
        type="button"
        className="button button--danger button--small data-rights__close"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={async () => {
          if (await dialog.ensure()) setOpen(true);
        }}
      >
        <Trans>Close my account</Trans>
      </button>
      {open && dialog.Component && <dialog.Component onClose={() => setOpen(false)} />}
    </div>
  );
}
