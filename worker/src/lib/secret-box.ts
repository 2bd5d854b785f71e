/**
 * Secrets kept at rest under a Worker secret (docs/decisions/0029-totp-secrets-encrypted.md):
 * AES-256-GCM (WebCrypto) with a random 96-bit IV per value and the row it belongs to as
 * additional data, so a sealed value copied to another admin's row does not open. Stored as
 * `v1.<iv>.<ciphertext>` (base64url). A value without the prefix was stored before this
 * (plaintext) and opens as it is; it is sealed the next time it is written.
 * Raises an Error when the key is missing or malformed (a deployment without
 * `TOTP_ENCRYPTION_KEY`); a sealed value that fails to open (altered, wrong key) opens as null.
 */
import { fromBase64, toBase64Url } from "./bytes";

const PREFIX = "v1.";

const keys = new Map<string, Promise<CryptoKey>>();

/** The AES-GCM key from `secret` (base64 or base64url of 32 bytes), imported once per isolate. */
function importKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) return Promise.reject(new Error("TOTP_ENCRYPTION_KEY is not set (README, Deploying)"));
  let key = keys.get(secret);
  if (!key) {
    const raw = fromBase64(secret.trim());
    if (raw.length !== 32) return Promise.reject(new Error("TOTP_ENCRYPTION_KEY must be 32 bytes, base64"));
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(secret, key);
  }
  return key;
}

/** Seals `plaintext` for the row named `context` (e.g. `admin:12:totp`). */
export async function seal(secret: string | undefined, context: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
    await importKey(secret),
    new TextEncoder().encode(plaintext),
  );
  return `${PREFIX}${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/**
 * Opens a value `seal` made for `context`; a value stored before sealing opens as it is.
 * Null when it does not open (altered, another row's, another key's): no secret.
 */
export async function open(secret: string | undefined, context: string, stored: string): Promise<string | null> {
  if (!stored.startsWith(PREFIX)) return stored;
  const key = await importKey(secret);
  const [iv, data] = stored.slice(PREFIX.length).split(".");
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv ?? ""), additionalData: new TextEncoder().encode(context) },
      key,
      fromBase64(data ?? ""),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Whether `stored` is sealed (not a value kept from before sealing). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}
