/**
 * "What happens next, and when" for a pending request (docs/product-rules.md#money-status,
 * MST-3): the server sends the instant staff next handle it (`nextProcessingStart`,
 * Monday to Saturday 8:00 to 18:00 Africa/Douala); this words it in the active language.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatClockTime } from "@app/web/clock-time";

const TIME_ZONE = "Africa/Douala";

/**
 * The next opening as its day ("Monday 9 March", "lundi 9 mars") and its hour written as the
 * sentence beside it writes hours ("8 h" in French, issue 34: not "08:00" next to "8 h").
 */
function when(locale: string, nextStepAt: string): { day: string; time: string } {
  const at = new Date(nextStepAt);
  const day = new Intl.DateTimeFormat(locale === "fr" ? "fr-CM" : "en-CM", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: TIME_ZONE,
  }).format(at);
  return { day, time: formatClockTime(at, locale) };
}

/** True when staff are at work now (the next processing instant is not in the future). */
export function isBeingProcessed(nextStepAt: string, now = Date.now()): boolean {
  return new Date(nextStepAt).getTime() <= now + 60_000;
}

export function depositNextStep(i18n: I18n, nextStepAt: string | null, now = Date.now()): string {
  if (!nextStepAt) return "";
  if (isBeingProcessed(nextStepAt, now)) {
    return i18n._(msg`We are checking it against the mobile-money record, usually within 1 to 2 hours.`);
  }
  const { day, time } = when(i18n.locale, nextStepAt);
  return i18n._(msg`We check deposits Monday to Saturday, 8:00 to 18:00. Yours will be checked from ${day} at ${time}.`);
}

export function withdrawalNextStep(i18n: I18n, nextStepAt: string | null, now = Date.now()): string {
  if (!nextStepAt) return "";
  if (isBeingProcessed(nextStepAt, now)) {
    return i18n._(msg`Withdrawals are being processed now, usually within 1 to 2 hours.`);
  }
  const { day, time } = when(i18n.locale, nextStepAt);
  return i18n._(
    msg`Withdrawals are processed Monday to Saturday, 8:00 to 18:00. Yours will be processed from ${day} at ${time}.`,
  );
}
