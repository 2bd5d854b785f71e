/**
 * Who operates the platform and under which licence, or a plain statement that nothing
 * was declared (docs/product-rules.md#operator, OPR-1).
 */
import { Trans } from "@lingui/react/macro";
import type { PublicSettings } from "@app/schema/contracts/settings";

export function OperatorStatement({ settings }: { settings: PublicSettings | undefined }) {
  if (!settings) return null;
  const name = settings.operatorLegalName.trim();
  const licence = settings.licenceReference.trim();
  return (
    <div className="operator-statement">
      <p>{name ? <Trans>Operated by {name}.</Trans> : <Trans>The operator's legal name has not been declared.</Trans>}</p>
      <p>
        {licence ? (
          <Trans>Licence or approval reference: {licence}</Trans>
        ) : (
          <Trans>No licence or approval reference has been declared.</Trans>
        )}
      </p>
    </div>
  );
}
