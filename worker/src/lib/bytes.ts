/**
 * Bytes as text, one implementation for the Worker (uint8array-extras): base64url (RFC 4648
 * §5, unpadded) for ids, cookies and sealed values, hex for digests, and the DER body of a
 * PEM block (RFC 7468). Decoders throw an Error on malformed input unless they say otherwise.
 */
import { base64ToUint8Array, hexToUint8Array, uint8ArrayToBase64, uint8ArrayToHex } from "uint8array-extras";

/** `bytes` as unpadded base64url (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  return uint8ArrayToBase64(bytes, { urlSafe: true });
}

/** The bytes of base64 or base64url text, padded or not. Throws on characters outside either alphabet. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return base64ToUint8Array(text);
}

/** `bytes` as lower-case hex, two digits a byte. */
export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  return uint8ArrayToHex(bytes);
}

/** The bytes of hex text; throws on an odd length or a non-hex digit. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  return hexToUint8Array(hex);
}

/** SHA-256 of `text` (UTF-8) as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * The DER bytes of a PEM block labelled `label` (e.g. "PUBLIC KEY", RFC 7468): its
 * BEGIN/END lines and all whitespace are dropped and the rest is read as base64.
 */
export function pemToDer(pem: string, label: string): Uint8Array<ArrayBuffer> {
  return fromBase64(pem.replaceAll(`-----BEGIN ${label}-----`, "").replaceAll(`-----END ${label}-----`, "").replace(/\s+/g, ""));
}
