import { describe, expect, it } from "vitest";
import { generateTotpSecret, totpCode, totpUri, verifyTotp } from "./totp";

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890", 8 digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];
// A fixed secret keeps the 6-digit cases deterministic (codes of nearby steps could collide
// for one secret in a million); the RFC's own seed would do, this one is a generated one.
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("TOTP (RFC 6238)", () => {
  it("computes and accepts RFC 6238's SHA-1 test vectors, returning their time step", () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000, 8), `T=${seconds}`).toBe(code);
      expect(verifyTotp(RFC_SECRET, code, { now: seconds * 1000, digits: 8 }), `T=${seconds}`).toBe(Math.floor(seconds / 30));
    }
  });

  it("accepts the code of one step before or after (clock drift) and returns that step", () => {
    const secret = SECRET;
    const now = 1_800_000_015_000; // mid-step
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totpCode(secret, now), { now })).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), { now })).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), { now })).toBe(step + 1);
  });

  it("refuses the code of two steps before or after", () => {
    const secret = SECRET;
    const now = 1_800_000_015_000;
    for (const offset of [-60_000, 60_000, -90_000, 90_000]) {
      expect(verifyTotp(secret, totpCode(secret, now + offset), { now }), `offset ${offset}`).toBeNull();
    }
  });

  it("refuses a code whose step is at or below the last step used (replay)", () => {
    const secret = SECRET;
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, code, { now, lastUsedStep: step - 1 })).toBe(step);
    expect(verifyTotp(secret, code, { now, lastUsedStep: step })).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), { now, lastUsedStep: step - 1 })).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), { now, lastUsedStep: step })).toBe(step + 1);
  });

  it("ignores spaces and refuses anything that is not six digits", () => {
    const secret = generateTotpSecret();
    const now = 1_800_000_015_000;
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).toBe(Math.floor(now / 30_000));
    for (const bad of ["", code.slice(0, 5), `${code}0`, "abcdef", `${code.slice(0, 5)}x`, "１２３４５６"]) {
      expect(verifyTotp(secret, bad, { now }), bad).toBeNull();
    }
  });

  it("makes 160-bit base32 secrets, a fresh one each time", () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(a);
  });

  it("gives the otpauth:// URL authenticator apps read: issuer LionArt, account = admin username", () => {
    const secret = generateTotpSecret();
    const url = new URL(totpUri(secret, "awa.finance"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/LionArt:awa.finance");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: "LionArt",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(decodeURIComponent(new URL(totpUri(secret, "a:b c")).pathname)).toBe("/LionArt:a:b c");
  });
});
