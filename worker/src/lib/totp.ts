/**
 * Time-based one-time passwords for staff sign-in (docs/decisions/0026-admin-roles-and-totp.md): RFC 6238 with HMAC-SHA-1,
 * 6 digits, 30-second steps and one step of drift either way, the settings every
 * authenticator app (Google Authenticator, Aegis, 1Password...) reads from an
 * otpauth:// URL. The arithmetic is `otpauth`'s (RFC 4226 truncation, constant-time compare).
 *
 * A code stays valid for about 90 seconds, so verification alone does not stop a replay:
 * the caller stores the last step it accepted for each admin and refuses any step at or
 * below it, with the guard inside the SQL so two concurrent sign-ins cannot both pass:
 * `UPDATE admins SET totp_last_step = ?step WHERE id = ? AND (totp_last_step IS NULL OR
 * totp_last_step < ?step)` and accept only if one row changed. Rate limiting is the caller's.
 */
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "LionArt";
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;

/** A new shared secret: 160 random bits (RFC 4226 section 4), base32 without padding (32 characters). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, digits: number, label = "admin"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The URL an authenticator app scans (shown as a QR code):
 * `otpauth://totp/LionArt:<username>?issuer=LionArt&secret=...&algorithm=SHA1&digits=6&period=30`.
 */
export function totpUri(secretBase32: string, username: string): string {
  return totp(secretBase32, DIGITS, username).toString();
}

export interface VerifyTotpOptions {
  /** Milliseconds since the epoch; the clock by default. */
  now?: number;
  /** The last step this admin used: steps at or below it are refused (replay). */
  lastUsedStep?: number | null;
  /** 6 for sign-in; 8 only to check RFC 6238's test vectors. */
  digits?: number;
}

/**
 * The time step (seconds since the epoch / 30, an integer) whose code `code` is, looking
 * at the current step and one either side; null when it matches none, is not `digits`
 * digits (spaces are ignored) or its step is at or below `lastUsedStep`. Throws only for a
 * secret that is not base32.
 */
export function verifyTotp(secretBase32: string, code: string, options: VerifyTotpOptions = {}): number | null {
  const { now = Date.now(), lastUsedStep = null, digits = DIGITS } = options;
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(token)) return null;
  const delta = totp(secretBase32, digits).validate({ token, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The code an authenticator shows at `now` (for tests, which play the admin's phone). */
export function totpCode(secretBase32: string, now = Date.now(), digits = DIGITS): string {
  return totp(secretBase32, digits).generate({ timestamp: now });
}
