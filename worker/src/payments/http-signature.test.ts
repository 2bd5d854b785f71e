/**
 * RFC 9421 verification of signed callbacks (pawaPay's scheme): the body is bound through
 * Content-Digest, the signature through the covered components, the key through its id.
 */
import { Buffer } from "node:buffer";
import { p256 } from "@noble/curves/nist.js";
import { signMessage } from "http-message-signatures/lib/httpbis/index.js";
import { describe, expect, it } from "vitest";
import { asCallback, newPaymentId, simulatorHarness } from "../../test/payments-simulator";
import { verifySignedRequest } from "./http-signature";
import { pawaPayKeyring } from "./pawapay/keys";
import type { CallbackRequest } from "./provider";

const URL_ = "https://lionart.test/api/payments/pawapay/callback";
const BODY = JSON.stringify({
  depositId: "f4401bd2-1568-4140-bf2d-eb77d2b2b639",
  status: "COMPLETED",
  amount: "10000",
  currency: "XAF",
});
const ECDSA = { name: "ECDSA", namedCurve: "P-256" } as const;

async function keyPair() {
  return (await crypto.subtle.generateKey(ECDSA, false, ["sign", "verify"])) as CryptoKeyPair;
}

/** Signs like pawaPay; options alter one thing at a time. */
async function signed(
  keys: CryptoKeyPair,
  options: { fields?: string[]; encoding?: "der" | "raw"; createdMs?: number; body?: string; keyid?: string; alg?: string } = {},
): Promise<CallbackRequest> {
  const body = options.body ?? BODY;
  const created = options.createdMs ?? Date.now();
  const digest = Buffer.from(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(body))).toString("base64");
  const message = await signMessage(
    {
      key: {
        id: options.keyid ?? "KEY:1",
        alg: options.alg ?? "ecdsa-p256-sha256",
        async sign(data) {
          const raw = new Uint8Array(
            await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, new Uint8Array(data)),
          );
          return Buffer.from(options.encoding === "raw" ? raw : p256.Signature.fromBytes(raw, "compact").toBytes("der"));
        },
      },
      name: "sig-pp",
      fields: options.fields ?? ["@method", "@authority", "@path", "signature-date", "content-digest", "content-type"],
      params: ["alg", "keyid", "created", "expires"],
      paramValues: { created: new Date(created), expires: new Date(created + 60_000) },
    },
    {
      method: "POST",
      url: URL_,
      headers: {
        "Content-Type": "application/json; charset=UTF-8",
        "Content-Digest": `sha-512=:${digest}:`,
        "Signature-Date": new Date(created).toISOString(),
      },
    },
  );
  const headers = new Headers();
  for (const [k, v] of Object.entries(message.headers)) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  return { method: "POST", url: URL_, headers, body: new TextEncoder().encode(body) };
}

const keyring = (keys: CryptoKeyPair) => async (keyid: string) => (keyid === "KEY:1" ? keys.publicKey : null);

describe("verifySignedRequest", () => {
  it("accepts pawaPay's DER signatures and RFC 9421's 64-byte r||s ones", async () => {
    const keys = await keyPair();
    expect(await verifySignedRequest(await signed(keys), keyring(keys))).toEqual({ ok: true, keyid: "KEY:1" });
    expect(await verifySignedRequest(await signed(keys, { encoding: "raw" }), keyring(keys))).toEqual({
      ok: true,
      keyid: "KEY:1",
    });
  });

  it("refuses a tampered body (the digest no longer matches)", async () => {
    const keys = await keyPair();
    const request = await signed(keys);
    request.body = new TextEncoder().encode(BODY.replace("10000", "99000"));
    expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "bad_digest" });
  });

  it("refuses a tampered body with a recomputed digest (the signature covers the digest)", async () => {
    const keys = await keyPair();
    const forged = await signed(keys, { body: BODY.replace("10000", "99000") });
    const request = await signed(keys);
    request.body = forged.body;
    request.headers.set("content-digest", forged.headers.get("content-digest") ?? "");
    expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "bad_signature" });
  });

  it("refuses a signature by another key under the known key id, and an unknown key id", async () => {
    const keys = await keyPair();
    const foreign = await keyPair();
    expect(await verifySignedRequest(await signed(foreign), keyring(keys))).toMatchObject({ ok: false, reason: "bad_signature" });
    expect(await verifySignedRequest(await signed(keys, { keyid: "KEY:2" }), keyring(keys))).toMatchObject({
      ok: false,
      reason: "unknown_key",
    });
  });

  it("refuses a replay after the signature expired, and a signature from the future", async () => {
    const keys = await keyPair();
    const old = await signed(keys, { createdMs: Date.now() - 3_600_000 });
    expect(await verifySignedRequest(old, keyring(keys))).toMatchObject({ ok: false, reason: "expired_signature" });
    const future = await signed(keys, { createdMs: Date.now() + 3_600_000 });
    expect(await verifySignedRequest(future, keyring(keys))).toMatchObject({ ok: false, reason: "expired_signature" });
  });

  it("refuses an algorithm other than ecdsa-p256-sha256 (no downgrade to what the key was not made for)", async () => {
    const keys = await keyPair();
    const request = await signed(keys, { alg: "hmac-sha256" });
    expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "unsupported_algorithm" });
  });

  it("refuses a signature that does not cover the body's digest", async () => {
    const keys = await keyPair();
    const request = await signed(keys, { fields: ["@method", "@authority", "@path"] });
    expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "bad_signature" });
  });

  it("refuses a request without Signature, Signature-Input or Content-Digest", async () => {
    const keys = await keyPair();
    for (const header of ["signature", "signature-input", "content-digest"]) {
      const request = await signed(keys);
      request.headers.delete(header);
      expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "missing_signature" });
    }
  });

  it("refuses the callback sent to another path (the signature covers @path)", async () => {
    const keys = await keyPair();
    const request = await signed(keys);
    request.url = "https://lionart.test/api/payments/notchpay/callback";
    expect(await verifySignedRequest(request, keyring(keys))).toMatchObject({ ok: false, reason: "bad_signature" });
  });
});

describe("pawaPay public keys", () => {
  it("fetches the keys from GET /v2/public-key/http once, and says key_unavailable when it cannot", async () => {
    let keyFetches = 0;
    let keysDown = false;
    const h = await simulatorHarness({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === "/v2/public-key/http") {
          keyFetches += 1;
          if (keysDown) throw new TypeError("connection refused");
        }
        return h.sim.fetch(request);
      },
    });
    for (const phone of ["653456789", "653456019"])
      await h.pawapay.initiate("deposit", { id: newPaymentId(), amountXaf: 5_000, phone, operator: "MTN" });
    await h.sim.advance(5);
    const [a, b] = h.callbacks;
    if (!a || !b) throw new Error("two callbacks expected");
    expect(await h.pawapay.verifyCallback(await asCallback(a))).toMatchObject({ outcome: "verified" });
    expect(await h.pawapay.verifyCallback(await asCallback(b))).toMatchObject({ outcome: "verified" });
    expect(keyFetches).toBe(1);

    const cold = await simulatorHarness({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === "/v2/public-key/http") throw new TypeError("connection refused");
        return cold.sim.fetch(request);
      },
    });
    keysDown = true;
    await cold.pawapay.initiate("deposit", { id: newPaymentId(), amountXaf: 5_000, phone: "653456789", operator: "MTN" });
    await cold.sim.advance(5);
    const [c] = cold.callbacks;
    if (!c) throw new Error("a callback expected");
    expect(await cold.pawapay.verifyCallback(await asCallback(c))).toMatchObject({
      outcome: "refused",
      reason: "key_unavailable",
    });
  });

  it("refetches on an unknown key id at most once a minute, and after an hour to follow rotations", async () => {
    const keys = await keyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${Buffer.from((await crypto.subtle.exportKey("spki", keys.publicKey)) as ArrayBuffer).toString("base64")}\n-----END PUBLIC KEY-----`;
    let clock = 0;
    let fetches = 0;
    const lookup = pawaPayKeyring(
      async () => {
        fetches += 1;
        return { kind: "response", status: 200, body: [{ id: "KEY:1", key: pem }], text: "" };
      },
      () => clock,
    );
    expect(await lookup("KEY:1")).not.toBeNull();
    expect(await lookup("FORGED:1")).toBeNull();
    expect(await lookup("FORGED:2")).toBeNull();
    expect(fetches).toBe(1);
    clock += 61_000;
    expect(await lookup("FORGED:3")).toBeNull();
    expect(await lookup("KEY:1")).not.toBeNull();
    expect(fetches).toBe(2);
    clock += 3_600_001;
    expect(await lookup("KEY:1")).not.toBeNull();
    expect(fetches).toBe(3);
  });
});
