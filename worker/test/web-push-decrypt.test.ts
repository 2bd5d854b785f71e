import { describe, expect, it } from "vitest";
import { b64url, decryptPushMessage, decryptPushText, importUserAgentPrivateKey } from "./web-push-decrypt";

// RFC 8291 section 5 (Push Message Encryption Example), Appendix A values.
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

async function rfcUserAgent() {
  const publicKey = b64url(RFC8291.uaPublic);
  return {
    privateKey: await importUserAgentPrivateKey(RFC8291.uaPrivate, publicKey),
    publicKey,
    authSecret: b64url(RFC8291.authSecret),
  };
}

describe("the local push service's aes128gcm decryption", () => {
  it("decrypts RFC 8291's example message to its plaintext", async () => {
    expect(await decryptPushText(b64url(RFC8291.body), await rfcUserAgent())).toBe(RFC8291.plaintext);
  });

  it("refuses the example with one ciphertext byte changed (the GCM tag fails)", async () => {
    const body = b64url(RFC8291.body);
    body[100] = (body[100] ?? 0) ^ 1;
    await expect(decryptPushMessage(body, await rfcUserAgent())).rejects.toThrow();
  });

  it("refuses the example for a browser with another auth secret", async () => {
    const ua = { ...(await rfcUserAgent()), authSecret: crypto.getRandomValues(new Uint8Array(16)) };
    await expect(decryptPushMessage(b64url(RFC8291.body), ua)).rejects.toThrow();
  });

  it("refuses a body whose record is longer than the record size it declares", async () => {
    const body = b64url(RFC8291.body);
    new DataView(body.buffer).setUint32(16, 18); // rs = 18, but the record is 58 bytes
    await expect(decryptPushMessage(body, await rfcUserAgent())).rejects.toThrow("more than one record");
  });
});
