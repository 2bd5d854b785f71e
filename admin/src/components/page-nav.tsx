/**
 * Under an admin list: how many rows the filters match in all, and links to the newest
 * page and to the next older page (docs/product-rules.md#admin-lists). The cursor lives
 * in the URL, so Back returns to the previous page and a reload keeps the page.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./ui/button";
import { listCount } from "../lib/list-count";

interface PageNavProps {
  /** Rows on this page. */
  shown: number;
  /** Rows matching the filters, on every page. */
  total: number;
  /** The current page's cursor (undefined on the newest page). */
  cursor: string | undefined;
  nextCursor: string | null;
  onCursor: (cursor: string | undefined) => void;
}

export function PageNav({ shown, total, cursor, nextCursor, onCursor }: PageNavProps) {
  const { i18n } = useLingui();
  if (!cursor && !nextCursor) return null;
  const matches = listCount(total, i18n.locale);
  return (
    <nav className="page-nav actions">
      <span className="muted" role="status">
        <Trans>
          {shown} shown of <Plural value={total} one={`${matches} match`} other={`${matches} matches`} />
        </Trans>
      </span>
      {cursor && (
        <Button size="small" onPress={() => onCursor(undefined)}>
          <Trans>Newest</Trans>
        </Button>
      )}
      {nextCursor && (
        <Button size="small" onPress={() => onCursor(nextCursor)}>
          <Trans>Older</Trans>
        </Button>
      )}
    </nav>
  );
}
