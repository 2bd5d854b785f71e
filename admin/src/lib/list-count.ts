/**
 * A list's count as the panel writes it: exact up to LIST_COUNT_CAP, "10,000+" beyond, as the
 * worker stops counting there (docs/product-rules.md#admin-lists, LST-2).
 */
import { LIST_COUNT_CAP } from "@app/schema/contracts/admin-lists";
import { formatCount } from "@app/web/money";

export function listCount(n: number, locale: string): string {
  return n > LIST_COUNT_CAP ? `${formatCount(LIST_COUNT_CAP, locale)}+` : formatCount(n, locale);
}
