/**
 * The audit log's stored detail as readable lines in the admin's language
 * (docs/product-rules.md#audit-log, ADM-6): an edit stored as `{ before, after }` gives one
 * line per field that changed ("Phone: 677 00 00 01 → 699 00 01 11"; a card edit stores only
 * those, older card edits every field, and the view keeps to the changed ones where it can
 * tell); other details give one line per known field ("Amount: 5,000 FCFA"). Codes read as
 * words (`audit-values.ts`), a proposal as what it does (`approval-words.ts`), amounts as the
 * panel formats them. A field this screen does not know is shown with its code, so nothing
 * the server stored is hidden.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { ApprovalDetails } from "@app/schema/contracts/approvals";
import { formatPhone, formatXaf } from "@app/web/money";
import { approvalWords, summaryWords } from "./approval-words";
import { codeWords } from "./audit-values";

export interface AuditLine {
  label: string;
  /** Absent when the detail records a value, not a change. */
  before?: string;
  after: string;
}

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  fullName: msg`Name`,
  phone: msg`Phone`,
  mobileMoneyService: msg`Mobile money service`,
  isActive: msg`Status`,
  principalXaf: msg`Principal balance`,
  referralXaf: msg`Referral balance`,
  principalBalance: msg`Principal balance`,
  referralBalance: msg`Referral balance`,
  reason: msg`Reason`,
  amount: msg`Amount`,
  note: msg`Note`,
  adminNotes: msg`Note`,
  name: msg`Name`,
  description: msg`Description`,
  investmentAmount: msg`Amount`,
  dailyReturn: msg`Daily return`,
  durationDays: msg`Term (days)`,
  deposits: msg`Deposits`,
  payouts: msg`Payouts`,
  payout: msg`Payout`,
  differences: msg`Differences`,
  // Cards (card.update).
  howReturnsAreEarned: msg`How returns are earned`,
  nameFr: msg`Name (French)`,
  descriptionFr: msg`Description (French)`,
  howReturnsAreEarnedFr: msg`How returns are earned (French)`,
  imageUrl: msg`Image`,
  // Announcements.
  title: msg`Title`,
  message: msg`Message`,
  // Settings (settings.update) and approval rules (settings.approvals).
  mtnSteps: msg`MTN deposit steps`,
  orangeSteps: msg`Orange deposit steps`,
  paymentLink: msg`Payment link`,
  whatsappLink: msg`WhatsApp link`,
  telegramLink: msg`Telegram link`,
  communityLink: msg`Community link`,
  operatorLegalName: msg`Operator's legal name`,
  licenceReference: msg`Licence reference`,
  mtnReceivingNumber: msg`MTN receiving number`,
  orangeReceivingNumber: msg`Orange receiving number`,
  mtnReceivingName: msg`MTN receiving name`,
  orangeReceivingName: msg`Orange receiving name`,
  approvalThresholdXaf: msg`Approval threshold`,
  selfApprovalAllowed: msg`Self-approval allowed`,
  // Admins, sign-in and proposals.
  username: msg`Username`,
  role: msg`Role`,
  secondFactor: msg`Second factor`,
  kind: msg`Kind`,
  amountXaf: msg`Amount`,
  // A proposal: what it does, from its figures (`details`) or, in older entries, its summary.
  details: msg`Action`,
  summary: msg`Action`,
  disabled: msg`Disabled`,
  // A refund of a deposit held in suspense (suspense.refund).
  payerPhone: msg`Payer's phone`,
  reference: msg`Reference`,
  pages: msg`Pages read`,
};

/** Request bookkeeping that says nothing an admin reads (the balances the editor saw). */
const SKIPPED = new Set(["expectedPrincipalBalance", "expectedReferralBalance", "status"]);

const MONEY = new Set([
  "principalXaf",
  "referralXaf",
  "principalBalance",
  "referralBalance",
  "amount",
  "investmentAmount",
  "dailyReturn",
  "amountXaf",
  "approvalThresholdXaf",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whole XAF of a proposal's detail, for wording its `details`. */
function amountOf(detail: Record<string, unknown>): number {
  return typeof detail.amountXaf === "number" ? detail.amountXaf : 0;
}

function formatValue(key: string, value: unknown, i18n: I18n, amountXaf = 0): string {
  if (value === null || value === undefined || value === "") return "—";
  const code = codeWords(key, value, i18n);
  if (code !== null) return code;
  if (key === "details" && isRecord(value) && typeof value.kind === "string") {
    return approvalWords(value as unknown as ApprovalDetails, amountXaf, i18n);
  }
  if (key === "summary" && typeof value === "string") return summaryWords(value, i18n);
  if (key === "isActive" && typeof value === "boolean") return value ? i18n._(msg`Active`) : i18n._(msg`Inactive`);
  if (MONEY.has(key) && (typeof value === "number" || typeof value === "string")) return formatXaf(value, i18n.locale);
  if ((key === "phone" || key === "payerPhone") && typeof value === "string") return formatPhone(value);
  if (typeof value === "boolean") return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return i18n._(msg`${plural(value.length, { one: "# item", other: "# items" })}`);
  return JSON.stringify(value);
}

function labelOf(key: string, i18n: I18n): string {
  const label = FIELD_LABELS[key];
  return label ? i18n._(label) : key;
}

/** Actions whose entries now store `{ before, after }` of the changed fields only, and older ones every field. */
const EDITS_OF_CHANGES = new Set(["card.update"]);

/**
 * The lines of one entry's detail; empty for no detail, one raw line if it is not JSON. An
 * older edit that stored every field as saved (`action` in EDITS_OF_CHANGES, no `before`) is
 * shown whole, after a line saying it cannot tell which fields changed.
 */
export function auditLines(detail: string | null, i18n: I18n, action?: string): AuditLine[] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [{ label: "", after: detail }];
  }
  if (!isRecord(parsed)) return [{ label: "", after: detail }];
  const lines: AuditLine[] = [];
  const { before, after, ...rest } = parsed;
  if (action !== undefined && EDITS_OF_CHANGES.has(action) && !isRecord(before)) {
    lines.push({ label: "", after: i18n._(msg`An older entry: every field as saved, not only the changed ones.`) });
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(after)) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      lines.push({
        label: labelOf(key, i18n),
        before: formatValue(key, before[key], i18n),
        after: formatValue(key, after[key], i18n),
      });
    }
  }
  for (const [key, value] of Object.entries(isRecord(before) && isRecord(after) ? rest : parsed)) {
    if (SKIPPED.has(key) || value === undefined || value === null || value === "") continue;
    lines.push({ label: labelOf(key, i18n), after: formatValue(key, value, i18n, amountOf(parsed)) });
  }
  return lines;
}
