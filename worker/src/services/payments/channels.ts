/**
 * The payment channels (docs/product-rules.md#automatic-rails, RAIL-1): per method and
 * direction, whether money moves by hand (the deposit verification form, payouts sent by
 * staff) or through the provider (services/payments/). One setting, `manual` everywhere
 * until an owner switches a channel; the manual path stays as the fallback.
 */
import type { PaymentChannelsInput, PaymentChannelsView } from "@app/schema/contracts/payments";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { settingStatement } from "../settings/settings";

const SETTING_CHANNELS = "payment_channels";
const DEFAULT_CHANNELS: PaymentChannelsView = {
  deposits: { MTN: "manual", Orange: "manual" },
  payouts: { MTN: "manual", Orange: "manual" },
};

/** The channels as saved; `manual` everywhere until an owner switches one (RAIL-1). */
export async function paymentChannels(db: D1Database): Promise<PaymentChannelsView> {
  const row = await db.prepare("SELECT value FROM settings WHERE key = ?").bind(SETTING_CHANNELS).first<{ value: string }>();
  if (!row) return DEFAULT_CHANNELS;
  const saved = JSON.parse(row.value) as Partial<PaymentChannelsView>;
  return {
    deposits: { ...DEFAULT_CHANNELS.deposits, ...saved.deposits },
    payouts: { ...DEFAULT_CHANNELS.payouts, ...saved.payouts },
  };
}

/** Saves the channels, audited (`settings.payment_channels`). Owner only (ADMIN_ROUTE_PERMISSIONS, `payments.channels`). */
export async function savePaymentChannels(
  db: D1Database,
  admin: AdminRow,
  input: PaymentChannelsInput,
): Promise<PaymentChannelsView> {
  await db.batch([
    settingStatement(db, SETTING_CHANNELS, input),
    auditStatement(db, admin, "settings.payment_channels", undefined, input),
  ]);
  return paymentChannels(db);
}
