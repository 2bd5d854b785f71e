import { describe, expect, it } from "vitest";
import { generateRecoveryCodes, hashRecoveryCode, matchRecoveryCode } from "./recovery-codes";

describe("recovery codes", () => {
  it("makes ten distinct 80-bit codes, typable, and stores only their hashes", async () => {
    const { codes, hashes } = await generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(hashes).toHaveLength(10);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^sha256\$[0-9a-f]{64}$/);
      expect(hash).not.toContain(codes[i]!.replace(/-/g, ""));
    }
  });

  it("finds each code's stored hash, however it is typed", async () => {
    const { codes, hashes } = await generateRecoveryCodes();
    for (const [i, code] of codes.entries()) expect(await matchRecoveryCode(code, hashes)).toBe(i);
    const code = codes[3]!;
    const sloppy = ` ${code.toLowerCase().replace(/-/g, " ")} `.replace(/0/g, "o").replace(/1/g, "l");
    expect(await matchRecoveryCode(sloppy, hashes)).toBe(3);
    expect(await matchRecoveryCode(code.replace(/-/g, ""), hashes)).toBe(3);
  });

  it("refuses a wrong code, another admin's code, and garbage", async () => {
    const mine = await generateRecoveryCodes();
    const theirs = await generateRecoveryCodes();
    const first = mine.codes[0]!;
    const lastChar = first.at(-1)!;
    const oneOff = `${first.slice(0, -1)}${lastChar === "Z" ? "Y" : "Z"}`;
    expect(await matchRecoveryCode(oneOff, mine.hashes)).toBe(-1);
    expect(await matchRecoveryCode(theirs.codes[0]!, mine.hashes)).toBe(-1);
    for (const garbage of ["", "1234-5678", `${first}-AAAA`, "UUUU-UUUU-UUUU-UUUU"]) {
      expect(await matchRecoveryCode(garbage, mine.hashes), garbage).toBe(-1);
    }
    expect(await matchRecoveryCode(first, ["", "sha256$zz", "plain"])).toBe(-1);
  });

  it("hashes the same code the same way (it is looked up, not salted) and refuses to hash a malformed one", async () => {
    const { codes, hashes } = await generateRecoveryCodes(1);
    expect(await hashRecoveryCode(codes[0]!.toLowerCase())).toBe(hashes[0]);
    await expect(hashRecoveryCode("not-a-code")).rejects.toThrow();
  });
});
