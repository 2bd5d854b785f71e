/** The byte encodings (lib/bytes.ts) give what the cookies, sealed secrets and provider keys stored before them hold. */
import { describe, expect, it } from "vitest";
import { fromBase64, fromHex, pemToDer, sha256Hex, toBase64Url, toHex } from "./bytes";

describe("bytes", () => {
  const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x00, 0x10]);

  it("writes unpadded base64url and reads base64url or padded base64 back", () => {
    expect(toBase64Url(bytes)).toBe("-_-_ABA");
    expect(fromBase64("-_-_ABA")).toEqual(bytes);
    expect(fromBase64("+/+/ABA=")).toEqual(bytes);
  });

  it("writes and reads lower-case hex, and refuses what is not hex", () => {
    expect(toHex(bytes)).toBe("fbffbf0010");
    expect(fromHex("FBFFBF0010")).toEqual(bytes);
    expect(() => fromHex("fbf")).toThrow();
    expect(() => fromHex("zz")).toThrow();
  });

  it("hashes text as SHA-256 hex", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("reads the DER body of a PEM block, its lines and line breaks dropped", () => {
    const pem = "-----BEGIN PUBLIC KEY-----\n+/+/\nABA=\n-----END PUBLIC KEY-----\n";
    expect(pemToDer(pem, "PUBLIC KEY")).toEqual(bytes);
  });
});
