/**
 * An audit entry's stored detail as readable lines in the admin's language
 * (docs/product-rules.md#audit-log, ADM-6): one line per changed field, the old value
 * struck through ("Phone: +237 677… → +237 699…"), never raw JSON. Used by the Audit
 * log tab and the user page.
 */
import { useLingui } from "@lingui/react/macro";
import { auditLines } from "../lib/audit-detail";

export function AuditChanges({ detail, action }: { detail: string | null; action?: string }) {
  const { i18n, t } = useLingui();
  const lines = auditLines(detail, i18n, action);
  if (lines.length === 0) return "—";
  return (
    <ul className="audit-lines">
      {lines.map((line, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one stored detail never reorder
        <li key={n}>
          {line.label && <span className="audit-field">{t`${line.label}:`} </span>}
          {line.before !== undefined && (
            <>
              <del>{line.before}</del> →{" "}
            </>
          )}
          <span>{line.after}</span>
        </li>
      ))}
    </ul>
  );
}
