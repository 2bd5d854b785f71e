/**
 * The Flags tab (docs/product-rules.md#aml-flags, AML-6): money-laundering flags by state
 * (sub-tabs) and rule (a choice), newest first, 50 a page; each row opens the flag's page.
 * A flag never froze anything: staff read the case, note it, and two of them close it.
 */
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { FLAG_RULES, type FlagRule, type FlagState, type FlagSummary } from "@app/schema/contracts/flags";
import { formatDateTime, formatPhone } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { type TabItem, Tabs } from "../../../components/ui/tabs";
import { UserLink } from "../../../components/user-link";
import type { AppHref } from "../../../lib/router-link";
import { useFlags } from "../api/flags";
import { RULE_LABELS, STATE_LABELS } from "./flag-words";

interface FlagsTabProps {
  state: FlagState;
  rule: FlagRule | undefined;
  cursor: string | undefined;
  stateHref: (state: FlagState) => AppHref;
  onRule: (rule: FlagRule | undefined) => void;
  onCursor: (cursor: string | undefined) => void;
}

export function FlagsTab({ state, rule, cursor, stateHref, onRule, onCursor }: FlagsTabProps) {
  const { t, i18n } = useLingui();
  const { items, nextCursor } = useFlags({ state, rule, cursor }).data;
  const tabs: TabItem<FlagState>[] = (["open", "closing", "closed"] as const).map((s) => ({
    key: s,
    label: i18n._(STATE_LABELS[s]),
    href: stateHref(s),
  }));
  const ruleOptions = [
    { value: "all" as const, label: t`Every rule` },
    ...FLAG_RULES.map((r) => ({ value: r, label: i18n._(RULE_LABELS[r]) })),
  ];
  return (
    <>
      <p className="muted">
        <Trans>
          A flag asks staff to look at a case; it never holds money or an account. Two different staff close it, each with a note,
          and the case can be exported for a report to ANIF.
        </Trans>
      </p>
      <SelectField<FlagRule | "all">
        label={t`Rule`}
        value={rule ?? "all"}
        options={ruleOptions}
        onChange={(v) => onRule(v === "all" ? undefined : v)}
      />
      <Tabs label={t`Flags by state`} items={tabs} selected={state} variant="sub">
        {items.length === 0 ? (
          <p className="empty">
            <Trans>No flag here.</Trans>
          </p>
        ) : (
          <DataTable<FlagSummary>
            label={t`Flags`}
            className="compact-table"
            columns={[
              { key: "flag", label: t`Flag`, isRowHeader: true },
              { key: "rule", label: t`Rule` },
              { key: "investor", label: t`Investor` },
              { key: "raised", label: t`Raised` },
            ]}
            rows={items}
          >
            {(flag) => (
              <Row key={flag.id} id={flag.id}>
                <Cell>
                  <Link to="/flags/$flagId" params={{ flagId: flag.id }}>
                    <Trans>Flag #{flag.id}</Trans>
                  </Link>
                </Cell>
                <Cell>{i18n._(RULE_LABELS[flag.rule])}</Cell>
                <Cell>
                  <UserLink userId={flag.userId} name={flag.userName} />
                  {flag.userPhone && (
                    <span className="cell-sub" translate="no">
                      {formatPhone(flag.userPhone)}
                    </span>
                  )}
                </Cell>
                <Cell className="nowrap">{formatDateTime(flag.raisedAt, i18n.locale)}</Cell>
              </Row>
            )}
          </DataTable>
        )}
        {(cursor || nextCursor) && (
          <nav className="page-nav actions">
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
        )}
      </Tabs>
    </>
  );
}
