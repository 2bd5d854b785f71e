/**
 * The receiving half of Web Push, as a browser and its push service do it, written
 * directly on WebCrypto and independent of the sending library, so tests can check one
 * against the other. Runs in workerd and in Node 20 (global `crypto`).
 * - `decryptPushMessage`: RFC 8291 (keys) over RFC 8188 aes128gcm (one record, as RFC 8291
 *   section 4 requires). Checked against RFC 8291 section 5's example.
 * - `verifyVapid`: RFC 8292 `Authorization: vapid t=<JWT>, k=<public key>`.
 */
import {
  base64ToUint8Array,
  concatUint8Arrays,
  stringToUint8Array,
  uint8ArrayToBase64,
  uint8ArrayToString,
} from "uint8array-extras";

export const b64url = (s: string): Uint8Array<ArrayBuffer> => new Uint8Array(base64ToUint8Array(s));

/** The browser's side of a subscription: its ECDH key pair and auth secret. */
export interface UserAgentKeys {
  privateKey: CryptoKey;
  /** Uncompressed P-256 point, 65 bytes (the subscription's `p256dh`). */
  publicKey: Uint8Array<ArrayBuffer>;
  /** 16 bytes (the subscription's `auth`). */
  authSecret: Uint8Array<ArrayBuffer>;
}

/** Imports a P-256 ECDH private key from its raw scalar `d` and public point (both base64url). */
export async function importUserAgentPrivateKey(d: string, publicKey: Uint8Array): Promise<CryptoKey> {
  const toB64url = (bytes: Uint8Array) => uint8ArrayToBase64(bytes, { urlSafe: true });
  const jwk = { kty: "EC", crv: "P-256", d, x: toB64url(publicKey.slice(1, 33)), y: toB64url(publicKey.slice(33, 65)) };
  return crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: ArrayBuffer | Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/**
 * Decrypts an aes128gcm push message body for the browser holding `ua`. Throws an Error
 * naming the problem for a malformed header, a failed authentication tag or bad padding.
 */
export async function decryptPushMessage(body: Uint8Array, ua: UserAgentKeys): Promise<Uint8Array> {
  if (body.length < 21) throw new Error("body shorter than the aes128gcm header");
  const salt = new Uint8Array(body.slice(0, 16));
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error("key id is not an uncompressed P-256 point");
  const senderPublic = new Uint8Array(body.slice(21, 21 + idLength));
  const record = new Uint8Array(body.slice(21 + idLength));
  if (record.length > recordSize) throw new Error("more than one record");
  if (record.length < 18) throw new Error("record too short");

  const senderKey = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // workers-types spells the WebCrypto member `public` as `$public`; the runtime reads `public`.
  const ecdh = { name: "ECDH", public: senderKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = await crypto.subtle.deriveBits(ecdh, ua.privateKey, 256);
  const keyInfo = concatUint8Arrays([stringToUint8Array("WebPush: info\0"), ua.publicKey, senderPublic]);
  const ikm = await hkdf(ua.authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, stringToUint8Array("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, stringToUint8Array("Content-Encoding: nonce\0"), 12);

  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  // The only record has sequence number 0, so its nonce is NONCE itself (RFC 8188 section 2.3).
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error("last record lacks the 0x02 padding delimiter");
  return padded.slice(0, end);
}

/** Decrypts and decodes as UTF-8. */
export async function decryptPushText(body: Uint8Array, ua: UserAgentKeys): Promise<string> {
  return uint8ArrayToString(await decryptPushMessage(body, ua));
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  [claim: string]: unknown;
}

export type VapidCheck = { ok: true; claims: VapidClaims; publicKey: string } | { ok: false; problem: string };

/**
 * Verifies an `Authorization: vapid t=..., k=...` header as a push service must
 * (RFC 8292 sections 2 to 4): ES256 signature by `k`, `aud` equal to `origin`, `exp` in
 * the future and at most 24 hours ahead, `sub` a mailto: or https: contact.
 * `nowSeconds` defaults to the clock.
 */
export async function verifyVapid(
  header: string | null | undefined,
  origin: string,
  nowSeconds = Date.now() / 1000,
): Promise<VapidCheck> {
  const match = /^vapid\s+(.+)$/i.exec(header ?? "");
  if (!match) return { ok: false, problem: "no vapid authorization" };
  const params = new Map(
    match[1]!.split(",").map((part) => {
      const [name, ...rest] = part.trim().split("=");
      return [name!.toLowerCase(), rest.join("=")] as const;
    }),
  );
  const token = params.get("t");
  const publicKey = params.get("k");
  if (!token || !publicKey) return { ok: false, problem: "t or k missing" };
  const [head, body, signature, ...extra] = token.split(".");
  if (!head || !body || !signature || extra.length > 0) return { ok: false, problem: "not a JWS compact token" };
  let header_: { alg?: string };
  let claims: VapidClaims;
  let verified: boolean;
  try {
    header_ = JSON.parse(uint8ArrayToString(b64url(head)));
    claims = JSON.parse(uint8ArrayToString(b64url(body)));
    const key = await crypto.subtle.importKey("raw", b64url(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, [
      "verify",
    ]);
    verified = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      b64url(signature),
      stringToUint8Array(`${head}.${body}`),
    );
  } catch (error) {
    return { ok: false, problem: `unreadable token or key: ${(error as Error).message}` };
  }
  if (header_.alg !== "ES256") return { ok: false, problem: `alg ${header_.alg} is not ES256` };
  if (!verified) return { ok: false, problem: "signature does not verify with k" };
  if (claims.aud !== origin) return { ok: false, problem: `aud ${claims.aud} is not ${origin}` };
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return { ok: false, problem: "expired" };
  if (claims.exp > nowSeconds + 24 * 60 * 60) return { ok: false, problem: "exp more than 24 hours ahead" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub))
    return { ok: false, problem: "sub is not mailto: or https:" };
  return { ok: true, claims, publicKey };
}
