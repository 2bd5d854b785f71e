/** 'Pending approvals' with the number of open proposals (docs/product-rules.md#approvals). */
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "@app/web/money";
import { useApprovals } from "../api/get-approvals";

export function ApprovalsTabLabel() {
  const { t, i18n } = useLingui();
  const open = useApprovals("proposed").data.proposedCount;
  const count = formatCount(open, i18n.locale);
  return (
    <>
      <Trans>Pending approvals</Trans>
      {open > 0 && (
        <span className="tab-count" data-testid="approvals-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t`(${count} pending)`}</span>
        </span>
      )}
    </>
  );
}
