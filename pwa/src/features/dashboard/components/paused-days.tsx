/**
 * How many days of an investment's term were paused, and why (docs/product-rules.md#returns-paused,
 * RET-5): a paused day counts towards the term but is never paid nor owed, so an investment
 * that matured with fewer days paid says which days and for what reason. Nothing when none.
 */
import { Plural, useLingui } from "@lingui/react/macro";
import type { PausedDaysView } from "@app/schema/contracts/dashboard";
import { KEEP_BALANCE_XAF } from "@app/schema/money";
import { formatXaf } from "@app/web/money";

export function PausedDays({ paused }: { paused: PausedDaysView }) {
  const { i18n } = useLingui();
  const keep = formatXaf(KEEP_BALANCE_XAF, i18n.locale);
  const suspended = paused.suspended;
  const lowBalance = paused.lowBalance;
  if (suspended === 0 && lowBalance === 0) return null;
  return (
    <div className="small list__detail" data-testid="paused-days">
      {suspended > 0 && (
        <div>
          <Plural
            value={suspended}
            one="# day paused: your account was suspended."
            other="# days paused: your account was suspended."
          />
        </div>
      )}
      {lowBalance > 0 && (
        <div>
          <Plural
            value={lowBalance}
            one={`# day paused: your principal balance was under ${keep}.`}
            other={`# days paused: your principal balance was under ${keep}.`}
          />
        </div>
      )}
    </div>
  );
}
