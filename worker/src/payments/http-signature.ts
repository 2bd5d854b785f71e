/**
 * Verification of a signed incoming request: RFC 9530 `Content-Digest` against the RAW body
 * bytes, then the RFC 9421 `Signature` / `Signature-Input` over the covered components
 * (http-message-signatures builds the signature base, WebCrypto checks the ECDSA P-256
 * signature). pawaPay signs its callbacks this way:
 * https://docs.pawapay.io/v2/docs/signatures (callback headers:
 * https://docs.pawapay.io/v2/api-reference/deposits/deposit-callback).
 *
 * pawaPay's reference code signs with Java's SHA256withECDSA, which yields DER signatures,
 * while RFC 9421 specifies the 64-byte r||s form: both are accepted.
 */
import { p256 } from "@noble/curves/nist.js";
import {
  ExpiredError,
  UnknownAlgorithmError,
  UnknownKeyError,
  UnsupportedAlgorithmError,
} from "http-message-signatures/lib/errors/index.js";
import { verifyMessage } from "http-message-signatures/lib/httpbis/index.js";
import { parseDictionary } from "structured-headers";
import type { CallbackRefusal, CallbackRequest } from "./provider";
import { pemToDer } from "../lib/bytes";

export const SUPPORTED_SIGNATURE_ALGORITHM = "ecdsa-p256-sha256";

/** Thrown by a key lookup when the keys cannot be fetched at all (transient). */
export class KeyUnavailableError extends Error {}

export type SignatureCheck = { ok: true; keyid: string } | { ok: false; reason: CallbackRefusal; detail: string };

const DIGESTS: Record<string, string> = { "sha-256": "SHA-256", "sha-512": "SHA-512" };

/** True when every supported digest in `Content-Digest` matches the body and at least one is present. */
export async function contentDigestMatches(header: string, body: Uint8Array): Promise<boolean> {
  let dict: ReturnType<typeof parseDictionary>;
  try {
    dict = parseDictionary(header);
  } catch {
    return false;
  }
  let checked = 0;
  for (const [name, [value]] of dict) {
    const algorithm = DIGESTS[name];
    if (!algorithm) continue;
    if (!(value instanceof ArrayBuffer)) return false;
    const actual = new Uint8Array(await crypto.subtle.digest(algorithm, body as BufferSource));
    if (!bytesEqual(actual, new Uint8Array(value))) return false;
    checked += 1;
  }
  return checked > 0;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** A DER or 64-byte r||s ECDSA P-256 signature -> r||s, or null when it is neither. */
export function compactP256Signature(signature: Uint8Array): Uint8Array | null {
  if (signature.length === 64) return signature;
  try {
    return p256.Signature.fromBytes(signature, "der").toBytes("compact");
  } catch {
    return null;
  }
}

/** Imports a PEM "PUBLIC KEY" (SPKI) as an ECDSA P-256 verification key. Throws on anything else. */
export async function importP256PublicKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("spki", pemToDer(pem, "PUBLIC KEY"), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
}

/**
 * Verifies the digest and the signature of `request`. The signature must cover `@method`,
 * `@path` and `content-digest` (so the body is bound to it) and carry `keyid`, `alg`, `created`
 * and `expires`; an expired signature is refused (`toleranceSeconds` of clock skew allowed).
 * `lookupKey` returns null for an unknown key id and throws KeyUnavailableError when the
 * provider's keys cannot be fetched.
 */
export async function verifySignedRequest(
  request: CallbackRequest,
  lookupKey: (keyid: string) => Promise<CryptoKey | null>,
  toleranceSeconds = 30,
): Promise<SignatureCheck> {
  const signature = request.headers.get("signature");
  const signatureInput = request.headers.get("signature-input");
  const digest = request.headers.get("content-digest");
  if (!signature || !signatureInput || !digest) {
    return { ok: false, reason: "missing_signature", detail: "Signature, Signature-Input and Content-Digest are required" };
  }
  if (!(await contentDigestMatches(digest, request.body))) {
    return { ok: false, reason: "bad_digest", detail: "Content-Digest does not match the body" };
  }
  let keyid = "";
  try {
    const verified = await verifyMessage(
      {
        tolerance: toleranceSeconds,
        requiredFields: ["@method", "@path", "content-digest"],
        requiredParams: ["keyid", "alg", "created", "expires"],
        all: true,
        async keyLookup(params) {
          keyid = String(params.keyid ?? "");
          const key = await lookupKey(keyid);
          if (!key) return null;
          return {
            id: keyid,
            algs: [SUPPORTED_SIGNATURE_ALGORITHM],
            async verify(data, sig) {
              const compact = compactP256Signature(new Uint8Array(sig));
              if (!compact) return false;
              return crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, compact as BufferSource, new Uint8Array(data));
            },
          };
        },
      },
      { method: request.method, url: request.url, headers: Object.fromEntries(request.headers) },
    );
    if (verified === true) return { ok: true, keyid };
    if (verified === null) return { ok: false, reason: "unknown_key", detail: `no public key for keyid "${keyid}"` };
    return { ok: false, reason: "bad_signature", detail: "signature does not verify" };
  } catch (err) {
    return { ok: false, ...refusalFor(err) };
  }
}

function refusalFor(err: unknown): { reason: CallbackRefusal; detail: string } {
  const detail = err instanceof Error ? err.message : String(err);
  if (err instanceof KeyUnavailableError) return { reason: "key_unavailable", detail };
  if (err instanceof ExpiredError) return { reason: "expired_signature", detail };
  if (err instanceof UnknownKeyError) return { reason: "unknown_key", detail };
  if (err instanceof UnsupportedAlgorithmError || err instanceof UnknownAlgorithmError) {
    return { reason: "unsupported_algorithm", detail };
  }
  return { reason: "bad_signature", detail };
}
