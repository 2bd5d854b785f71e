/**
 * What a proposal does, in words (docs/product-rules.md#approvals): fund the reserve, adjust
 * a user's balances (each account from → to), approve a withdrawal to a number, change a
 * user's payout phone, refund a deposit held in suspense (#suspense), verify a number or an
 * identity (#identity), with the user's page
 * one click away and a badge when the payout number is new.
 */
import { Trans as TransMessage } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApprovalView } from "@app/schema/contracts/approvals";
import { nameSound } from "@app/web/elision";
import { formatPhone, formatXaf } from "@app/web/money";
import { UserLink } from "../../../components/user-link";
import { adjustBalanceOf, changePayoutPhoneOf } from "../approval-subject";

export function ApprovalAction({ approval: a }: { approval: ApprovalView }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const amount = formatXaf(a.amountXaf, locale);
  const d = a.details;
  if (d.kind === "reserve_funding") {
    return (
      <span>
        <Trans>Fund the returns reserve with {amount}</Trans>
      </span>
    );
  }
  if (d.kind === "balance_adjustment") {
    return (
      <span>
        <TransMessage
          {...adjustBalanceOf}
          values={{ sound: nameSound(d.fullName) }}
          components={{ 0: <UserLink userId={d.userId} name={d.fullName} className="user-link" /> }}
        />
        {d.moves.map((m) => {
          const from = formatXaf(m.fromXaf, locale);
          const to = formatXaf(m.toXaf, locale);
          return (
            <span key={m.account} className="cell-sub">
              {m.account === "principal" ? (
                <Trans>
                  Principal: {from} → {to}
                </Trans>
              ) : (
                <Trans>
                  Referral: {from} → {to}
                </Trans>
              )}
            </span>
          );
        })}
      </span>
    );
  }
  if (d.kind === "phone_change") {
    const from = formatPhone(d.fromPhone);
    const to = formatPhone(d.toPhone);
    const fromService = d.fromService;
    const toService = d.toService;
    return (
      <span>
        <TransMessage
          {...changePayoutPhoneOf}
          values={{ sound: nameSound(d.fullName) }}
          components={{ 0: <UserLink userId={d.userId} name={d.fullName} className="user-link" /> }}
        />
        <span className="cell-sub">
          <Trans>
            {from} ({fromService}) → {to} ({toService})
          </Trans>
        </span>
        <span className="badge badge-warning">
          <Trans>New payout number</Trans>
        </span>
      </span>
    );
  }
  if (d.kind === "suspense_refund") {
    const payer = formatPhone(d.payerPhone);
    const reference = d.reference;
    return (
      <span>
        <Trans>
          Refund {amount} held in suspense to {payer}
        </Trans>
        <span className="cell-sub">
          <Trans>Payment {reference}: its account was deleted before the provider completed it.</Trans>
        </span>
      </span>
    );
  }
  if (d.kind === "identity_verification") {
    const legalName = d.fullLegalName;
    const checkId = d.checkId;
    return (
      <span>
        <Trans>Verify identity:</Trans> <UserLink userId={d.userId} name={d.fullName} className="user-link" />
        <span className="cell-sub">
          <Trans>
            Legal name {legalName}, identity check #{checkId}
          </Trans>{" "}
          <Link to="/identity/$checkId" params={{ checkId: String(checkId) }}>
            <Trans>Review</Trans>
          </Link>
        </span>
      </span>
    );
  }
  if (d.kind === "number_verification") {
    const verified = formatPhone(d.number);
    const service = d.service;
    return (
      <span>
        <Trans>
          Verify {verified} ({service}) for the withdrawals of
        </Trans>{" "}
        <UserLink userId={d.userId} name={d.fullName} className="user-link" />
        <span className="badge badge-warning">
          <Trans>New payout number</Trans>
        </span>
      </span>
    );
  }
  const number = formatPhone(d.accountNumber);
  const id = d.withdrawalId;
  return (
    <span>
      <Trans>
        Approve withdrawal #{id} of {amount} to {number}
      </Trans>{" "}
      <UserLink userId={d.userId} name={d.fullName} className="user-link" />
      {a.newPayoutNumber && (
        <span className="badge badge-warning">
          <Trans>New payout number</Trans>
        </span>
      )}
    </span>
  );
}
