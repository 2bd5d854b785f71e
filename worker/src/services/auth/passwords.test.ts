import { describe, expect, it } from "vitest";
import {
  SCRYPT_PARAMS,
  TEST_SCRYPT_PARAMS,
  currentScryptParams,
  hashPassword,
  scryptParamsFor,
  isCommonPassword,
  verifyPassword,
} from "./passwords";

describe("password hashing", () => {
  it("uses OWASP scrypt parameters that production workerd accepts (N*r*p <= 2^20)", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(N).toBeGreaterThanOrEqual(2 ** 15);
    expect(r).toBe(8);
    expect(N * r * p).toBeLessThanOrEqual(2 ** 20);
  });

  it("stores parameters and a salt with each hash, never the password", async () => {
    const a = await hashPassword("kola-nut-1987", SCRYPT_PARAMS);
    const b = await hashPassword("kola-nut-1987", SCRYPT_PARAMS);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain("kola");
    expect(a).not.toBe(b);
    expect(await verifyPassword("kola-nut-1987", a)).toBe(true);
    expect(await verifyPassword("kola-nut-1988", a)).toBe(false);
    expect(await verifyPassword("kola-nut-1987", "garbage")).toBe(false);
    expect(await verifyPassword("kola-nut-1987", null)).toBe(false);
  });

  it("hashes at the low test cost only under APP_ENV test, and such a hash verifies like any other", async () => {
    for (const appEnv of ["production", "development", undefined, "Test", ""])
      expect(scryptParamsFor(appEnv)).toBe(SCRYPT_PARAMS);
    expect(currentScryptParams()).toBe(TEST_SCRYPT_PARAMS);
    const cheap = await hashPassword("kola-nut-1987");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("kola-nut-1987", cheap)).toBe(true);
    expect(await verifyPassword("kola-nut-1988", cheap)).toBe(false);
  });

  it("recognises the most common passwords", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("Password")).toBe(true);
    expect(isCommonPassword("kola-nut-1987")).toBe(false);
  });
});
