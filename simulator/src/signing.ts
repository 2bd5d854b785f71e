/**
 * Callback signing the way the providers do it, with the simulator's own keys:
 * - pawaPay: RFC 9421 over "@method" "@authority" "@path" "signature-date" "content-digest"
 *   "content-type", label sig-pp, ecdsa-p256-sha256, Content-Digest sha-512 of the body
 *   (https://docs.pawapay.io/v2/docs/signatures). The signature is DER-encoded, as pawaPay's
 *   reference Java code (SHA256withECDSA) produces; its public key is served like pawaPay's
 *   GET /v2/public-key/http.
 * - Notch Pay: `x-notch-signature` = hex HMAC-SHA256 of the raw body with the hash key
 *   (https://developer.notchpay.co/get-started/webhooks/verify).
 */
import { Buffer } from "node:buffer";
import { p256 } from "@noble/curves/nist.js";
import { signMessage } from "http-message-signatures/lib/httpbis/index.js";

export const SIMULATOR_KEY_ID = "SIMULATOR_HTTP_EC_P256_KEY:1";
const SIGNATURE_LIFETIME_MS = 60_000;

export interface CallbackSigner {
  /** The PEM (SPKI) public key that verifies pawaPay-style callbacks. */
  publicKeyPem: string;
  /** Headers for a pawaPay callback of `body` to `url`, signed now (or an hour ago when `stale`). */
  pawapayHeaders(url: string, body: string, options: { foreignKey?: boolean; stale?: boolean }): Promise<Record<string, string>>;
  /** Headers for a Notch Pay webhook of `body`; `wrongKey` signs with a key the merchant does not have. */
  notchpayHeaders(body: string, options: { wrongKey?: boolean }): Promise<Record<string, string>>;
}

const ECDSA = { name: "ECDSA", namedCurve: "P-256" } as const;

function base64(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("base64");
}

/** Generates the simulator's signing key, and a foreign one with the same key id for bad signatures. */
export async function createCallbackSigner(notchpayHashKey: string): Promise<CallbackSigner> {
  const own = (await crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"])) as CryptoKeyPair;
  const foreign = (await crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"])) as CryptoKeyPair;
  const spki = (await crypto.subtle.exportKey("spki", own.publicKey)) as ArrayBuffer;
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${base64(spki).replace(/(.{64})/g, "$1\n")}\n-----END PUBLIC KEY-----\n`;

  const hmacHex = async (key: string, body: string) => {
    const k = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    return Buffer.from(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(body))).toString("hex");
  };

  return {
    publicKeyPem,
    async pawapayHeaders(url, body, { foreignKey = false, stale = false }) {
      const created = Date.now() - (stale ? 3_600_000 : 0);
      const digest = await crypto.subtle.digest("SHA-512", new TextEncoder().encode(body));
      const privateKey = (foreignKey ? foreign : own).privateKey;
      const signed = await signMessage(
        {
          key: {
            id: SIMULATOR_KEY_ID,
            alg: "ecdsa-p256-sha256",
            async sign(data) {
              const raw = new Uint8Array(
                await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, privateKey, new Uint8Array(data)),
              );
              return Buffer.from(p256.Signature.fromBytes(raw, "compact").toBytes("der"));
            },
          },
          name: "sig-pp",
          fields: ["@method", "@authority", "@path", "signature-date", "content-digest", "content-type"],
          params: ["alg", "keyid", "created", "expires"],
          paramValues: { created: new Date(created), expires: new Date(created + SIGNATURE_LIFETIME_MS) },
        },
        {
          method: "POST",
          url,
          headers: {
            "Content-Type": "application/json; charset=UTF-8",
            "Content-Digest": `sha-512=:${base64(digest)}:`,
            "Signature-Date": new Date(created).toISOString(),
          },
        },
      );
      return Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : v]));
    },
    async notchpayHeaders(body, { wrongKey = false }) {
      const signature = await hmacHex(wrongKey ? `${notchpayHashKey}.not-yours` : notchpayHashKey, body);
      return { "Content-Type": "application/json", "x-notch-signature": signature };
    },
  };
}
