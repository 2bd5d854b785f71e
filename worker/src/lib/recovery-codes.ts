/**
 * TOTP recovery codes (docs/decisions/0026-admin-roles-and-totp.md): ten single-use codes shown once at enrolment, stored
 * only as hashes.
 *
 * A code is 80 random bits written as 16 Crockford base32 characters in groups of four
 * (`7K3M-Q9XD-2HWA-PC4T`): no I, L, O or U, and typing is forgiving (case, spaces, missing
 * hyphens, O for 0, I or L for 1).
 *
 * The hash is SHA-256, unsalted, and that is enough here: a slow, salted hash (scrypt, as
 * for passwords) exists because people choose guessable passwords, so an attacker holding
 * the table tries likely ones first. These codes are uniformly random with 80 bits each:
 * finding one from its hash means trying about 2^79 candidates, about two million
 * GPU-years at 10^10 SHA-256 per second, and no precomputed table covers that space, so a
 * salt adds nothing (nor do two admins ever share a code). A slow hash would only spend
 * the Worker's CPU at every enrolment and sign-in.
 *
 * Using a code: `matchRecoveryCode` says which stored hash it is; the caller marks that
 * one used in the same statement that checks it is unused (`UPDATE ... SET used_at = ?
 * WHERE id = ? AND used_at IS NULL`, accept only if one row changed), so a code works once
 * even under concurrent sign-ins. Rate limiting is the caller's.
 */

import { timingSafeEqual } from "node:crypto";
import { fromHex, toHex } from "./bytes";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32
export const RECOVERY_CODE_COUNT = 10;
const CODE_BYTES = 10; // 80 bits = 16 base32 characters
const HASH_PREFIX = "sha256$";

/** Ten fresh codes, to show the admin once, and their hashes, to store (same order). */
export async function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: count }, () => formatCode(crypto.getRandomValues(new Uint8Array(CODE_BYTES))));
  return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
}

function formatCode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >>> bits) & 31];
    }
  }
  return out.match(/.{4}/g)!.join("-");
}

/** The canonical form of a typed code, or null when it cannot be one of ours. */
function normalize(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return new RegExp(`^[${ALPHABET}]{16}$`).test(code) ? code : null;
}

/** `sha256$<hex>` of the code's canonical form: what is stored. Throws for a malformed code. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const canonical = normalize(code);
  if (canonical === null) throw new Error("not a recovery code");
  return HASH_PREFIX + toHex(await sha256(canonical));
}

/**
 * The index in `storedHashes` of the hash of `typed`, or -1. Compares against every
 * stored hash in constant time, without stopping at a match.
 */
export async function matchRecoveryCode(typed: string, storedHashes: readonly string[]): Promise<number> {
  const canonical = normalize(typed);
  const digest = await sha256(canonical ?? "");
  let found = -1;
  storedHashes.forEach((stored, index) => {
    const expected = stored.startsWith(HASH_PREFIX) ? digestFromHex(stored.slice(HASH_PREFIX.length)) : null;
    const same = expected !== null && expected.byteLength === digest.byteLength && timingSafeEqual(expected, digest);
    if (same && canonical !== null) found = index;
  });
  return found;
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The 32 bytes of a SHA-256 digest written in hex, or null when `hex` is not one. */
function digestFromHex(hex: string): Uint8Array | null {
  return /^[0-9a-f]{64}$/.test(hex) ? fromHex(hex) : null;
}
