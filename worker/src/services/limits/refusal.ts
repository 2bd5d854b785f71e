/**
 * Why a money move was refused by a tier limit, and the investor's limits and usage as the
 * API shows them (docs/product-rules.md#limits-by-tier, KYC-7, KYC-8). The guard itself is
 * `withinLimitsSql`, inside the move's INSERT; this reads the standing again only to explain.
 */
import type { LimitAmounts, LimitKind } from "@app/schema/contracts/tier-limits";
import { xafToDecimalString } from "@app/schema/money";
import { ApiError } from "../../lib/api-error";
import { type StandingRow, type Windows, standingSql } from "./standing";

/** The standing of user `userId` (`StandingRow`), read alone. */
export function standingStatement(db: D1Database, userId: number, w: Windows): D1PreparedStatement {
  return db.prepare(standingSql("CAST(?1 AS INTEGER)", w)).bind(userId);
}

/**
 * 409 `tier_limit` for the first of `kinds` that moving `amountXaf` more would exceed, with
 * field `amount` (its issue carries the limit, the tier and, as `maximum`, what remains), the
 * limit, the tier and what remains (never below 0) in the body; null when none would
 * (the refusal had another cause).
 */
export async function tierLimitRefusal(
  db: D1Database,
  userId: number,
  w: Windows,
  kinds: LimitKind[],
  amountXaf: number,
): Promise<ApiError | null> {
  const s = await standingStatement(db, userId, w).first<StandingRow>();
  if (!s) return null;
  const kind = kinds.find((k) => s[k] + amountXaf > s[`${k}_limit`]);
  if (!kind) return null;
  const remaining = Math.max(0, s[`${kind}_limit`] - s[kind]);
  const message = `This is over the ${kind.replace("_", " ")} limit of your tier (${s.tier}): at most ${remaining} XAF more. Verify your number or your identity to raise it.`;
  const issue = { field: "amount", code: "tier_limit" as const, message, maximum: remaining, limit: kind, tier: s.tier };
  return new ApiError("tier_limit", message, [issue], undefined, {
    limit: kind,
    tier: s.tier,
    remainingXaf: xafToDecimalString(remaining),
  });
}

/** The limits and the usage of a standing row, decimal strings of XAF (KYC-8). */
export function toLimitAmounts(s: StandingRow | undefined): { limits: LimitAmounts; usage: LimitAmounts } {
  const amount = (k: LimitKind | `${LimitKind}_limit`) => xafToDecimalString(Math.max(0, s?.[k] ?? 0));
  return {
    limits: {
      depositDay: amount("deposit_day_limit"),
      deposit30d: amount("deposit_30d_limit"),
      withdrawDay: amount("withdraw_day_limit"),
      withdraw30d: amount("withdraw_30d_limit"),
      hold: amount("hold_limit"),
    },
    usage: {
      depositDay: amount("deposit_day"),
      deposit30d: amount("deposit_30d"),
      withdrawDay: amount("withdraw_day"),
      withdraw30d: amount("withdraw_30d"),
      hold: amount("hold"),
    },
  };
}
