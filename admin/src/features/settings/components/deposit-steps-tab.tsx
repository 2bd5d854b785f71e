/**
 * The Deposit steps sub-tab (docs/product-rules.md#admin-panel): one editor for MTN
 * steps, one for Orange steps. The other platform settings have their own sub-tab.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSettings } from "../api/get-settings";
import { StepsEditor } from "./steps-editor";

export function DepositStepsTab() {
  const { t } = useLingui();
  const settings = useSettings();

  const data = settings.data;
  return (
    <div className="stack">
      <p className="muted small">
        <Trans>
          Investors see these steps when they deposit, only when both lists have at least one step; otherwise the built-in steps
          are shown.
        </Trans>
      </p>
      <div className="editor-grid">
        <StepsEditor field="mtnSteps" title={t`MTN Mobile Money steps`} initial={data.mtnSteps} />
        <StepsEditor field="orangeSteps" title={t`Orange Money steps`} initial={data.orangeSteps} />
      </div>
    </div>
  );
}
