/**
 * Messages that state a product limit read it from schema/src/limits.ts, so the figure the
 * investor reads is the one the API enforces (docs/product-rules.md#deposits, DEP-8;
 * #withdrawals, WDR-8).
 */
import { describe, expect, it } from "vitest";
import { MAX_PENDING_VERIFICATIONS, MAX_VERIFICATIONS_PER_DAY, WITHDRAWAL_COOLING_OFF_HOURS } from "@app/schema/limits";
import { ApiError } from "@app/web/api-client";
import { describeError } from "@app/web/error-messages";
import { testI18n } from "../test/i18n";

function text(code: "too_many_pending" | "daily_limit_reached" | "withdrawals_cooling_off", locale: "en" | "fr"): string {
  return testI18n(locale)._(describeError(new ApiError(409, code, "")));
}

describe("limits in messages", () => {
  it("states the deposit verification limits the API enforces, in en and fr", () => {
    expect(text("too_many_pending", "en")).toBe(
      `You already have ${MAX_PENDING_VERIFICATIONS} deposit verifications waiting. Please wait until they are checked before you send another.`,
    );
    expect(text("too_many_pending", "fr")).toContain(
      `Vous avez déjà ${MAX_PENDING_VERIFICATIONS} vérifications de dépôt en attente`,
    );
    expect(text("daily_limit_reached", "en")).toBe(
      `You have sent ${MAX_VERIFICATIONS_PER_DAY} deposit verifications today. Please try again tomorrow.`,
    );
    expect(text("daily_limit_reached", "fr")).toContain(`${MAX_VERIFICATIONS_PER_DAY} vérifications de dépôt aujourd’hui`);
  });

  it("states the withdrawal pause after a password reset in hours", () => {
    expect(text("withdrawals_cooling_off", "en")).toContain(`paused for ${WITHDRAWAL_COOLING_OFF_HOURS} hours`);
    expect(text("withdrawals_cooling_off", "fr")).toContain(`suspendus pendant ${WITHDRAWAL_COOLING_OFF_HOURS} heures`);
  });
});
