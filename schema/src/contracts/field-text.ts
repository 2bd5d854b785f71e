/**
 * Contract pieces whose every refusal names what the field needs in words
 * (docs/product-rules.md#field-issues, ERR-2): a missing value "is required", a value of
 * another type "must be text" / "must be true or false", a long one "must be at most N
 * characters", so no 400 says zod's bare "Invalid input".
 */
import { z } from "zod/mini";

const count = (n: number) => n.toLocaleString("en-US");

/**
 * Blank characters Unicode files as letters or symbols: Hangul fillers and the Braille
 * blank render as nothing, so they cannot make a reason readable.
 */
const BLANK_LOOKALIKES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Characters of a reason a reader can see: spaces, control and format characters,
 * blank look-alikes and combining marks (an accent counts with its letter, never alone)
 * are not counted (docs/product-rules.md#corrections, LED-11).
 */
export function visibleLength(text: string): number {
  return [...text.replace(/[\p{Cc}\p{Cf}\p{Z}\p{M}\s]/gu, "").replace(BLANK_LOOKALIKES, "")].length;
}

/**
 * A check that `text` has at least one character a reader can see (`visibleLength`), with
 * `message` otherwise: text made only of zero-width spaces, NUL or other control and format
 * characters is empty (docs/product-rules.md#field-issues, ERR-2).
 */
export function visible(message: string) {
  // An empty text is the length check's to refuse, so a field gets one issue.
  return z.refine<string>((text) => text.length === 0 || visibleLength(text) > 0, message);
}

const absent = (input: unknown) => input === undefined || input === null;

/** A trimmed, required text of 1 to `max` characters; `label` starts each message. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (iss) => (absent(iss.input) ? `${label} is required` : `${label} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      visible(`${label} is required`),
      z.maxLength(max, `${label} must be at most ${count(max)} characters`),
    );
}

/** An optional text of at most `max` characters (empty allowed). */
export function optionalText(label: string, max: number) {
  return z.optional(
    z.string(`${label} must be text`).check(z.maxLength(max, `${label} must be at most ${count(max)} characters`)),
  );
}

/** A required true or false. */
export function flag(label: string) {
  return z.boolean(`${label} must be true or false`);
}

/** A required number; `wrong` says what it must be when it is of another type. */
export function requiredNumber(label: string, wrong: string) {
  return z.number({ error: (iss) => (absent(iss.input) ? `${label} is required` : wrong) });
}
