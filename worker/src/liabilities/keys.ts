/**
 * The proof of liabilities' two Worker secrets (docs/proof-of-liabilities.md; README
 * "Deploying"; `npm start` writes local ones, scripts/liabilities-keys.mjs):
 * - `LIABILITIES_SALT_KEY`, text of at least 32 characters: the HMAC-SHA256 key of the
 *   salts, `s = HMAC(key, "lionart-pol-v1|" + date + "|" + userId)`, 32 bytes.
 * - `LIABILITIES_SIGNING_KEY`, the operator's Ed25519 secret key, 32 bytes base64url: signs
 *   each day's record hash (@noble/curves, RFC 8032); its public key is published.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { SALT_PREFIX } from "@app/schema/liabilities-proof";
import type { Env } from "../env";
import { fromBase64, toBase64Url } from "../lib/bytes";

/** The keys of one environment. */
export interface LiabilityKeys {
  /** The salt of an investor's leaf on a day, 32 bytes. */
  salt(date: string, userId: number): Promise<Uint8Array>;
  /** The Ed25519 signature of 32 bytes, base64url. */
  sign(bytes: Uint8Array): string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
}

/** The keys from `env`, or null when either secret is missing or malformed (the proof is then off; logged by callers). */
export async function liabilityKeys(
  env: Pick<Env, "LIABILITIES_SALT_KEY" | "LIABILITIES_SIGNING_KEY">,
): Promise<LiabilityKeys | null> {
  const saltKey = env.LIABILITIES_SALT_KEY ?? "";
  let secret: Uint8Array;
  try {
    secret = fromBase64(env.LIABILITIES_SIGNING_KEY ?? "");
  } catch {
    return null;
  }
  if (saltKey.length < 32 || secret.length !== 32) return null;
  const hmac = await crypto.subtle.importKey("raw", new TextEncoder().encode(saltKey), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return {
    salt: async (date, userId) =>
      new Uint8Array(await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(`${SALT_PREFIX}${date}|${userId}`))),
    sign: (bytes) => toBase64Url(ed25519.sign(bytes, secret)),
    publicKey: toBase64Url(ed25519.getPublicKey(secret)),
  };
}
