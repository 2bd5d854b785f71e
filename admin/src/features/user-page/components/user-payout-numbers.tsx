/**
 * The user page's verified payout numbers (docs/product-rules.md#verified-numbers): each
 * number, its service, how it was proven and from when payouts may go to it, and 'Verify a
 * payout number' for finance and owners (a proposal for a second admin, KYC-3).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import { formatDateTime, formatPhone } from "@app/web/money";
import { Button } from "../../../components/ui/button";
import { Cell, DataTable, Row } from "../../../components/ui/table";
import { VerifyNumberDialog } from "../../payout-numbers/components/verify-number-dialog";
import { UserSection } from "./user-section";

export function UserPayoutNumbers({ data, mayVerify }: { data: UserOverviewResponse; mayVerify: boolean }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const userId = data.profile.id;
  return (
    <>
      <UserSection
        id="user-payout-numbers"
        title={<Trans>Payout numbers</Trans>}
        isEmpty={data.payoutNumbers.length === 0}
        empty={<Trans>No number is verified yet: withdrawals are refused until a deposit from a number proves it.</Trans>}
      >
        <DataTable
          label={t`Numbers verified for this user's withdrawals`}
          className="compact-table"
          columns={[
            { key: "c0", label: <Trans>Number</Trans>, isRowHeader: true },
            { key: "c1", label: <Trans>Service</Trans> },
            { key: "c2", label: <Trans>Proven by</Trans> },
            { key: "c3", label: <Trans>Payouts from</Trans> },
          ]}
          rows={data.payoutNumbers.map((n) => ({ ...n, id: n.number }))}
        >
          {(n) => (
            <Row key={n.id} id={n.id}>
              <Cell className="nowrap">{formatPhone(n.number)}</Cell>
              <Cell>{n.service}</Cell>
              <Cell>{n.source === "deposit" ? <Trans>A deposit from it</Trans> : <Trans>Two staff</Trans>}</Cell>
              <Cell className="nowrap">{formatDateTime(n.usableFrom, i18n.locale)}</Cell>
            </Row>
          )}
        </DataTable>
      </UserSection>
      {mayVerify && data.profile.fullName !== null && (
        <div>
          <Button size="small" onPress={() => setOpen(true)}>
            <Trans>Verify a payout number</Trans>
          </Button>
          <VerifyNumberDialog userId={userId} open={open} onClose={() => setOpen(false)} />
        </div>
      )}
    </>
  );
}
