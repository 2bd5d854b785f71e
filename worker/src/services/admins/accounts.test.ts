/** The development exemption from the second factor (docs/product-rules.md#admin-roles). */
import { describe, expect, it } from "vitest";
import type { Env } from "../../env";
import { skipsSecondFactor } from "./accounts";

describe("skipsSecondFactor", () => {
  const env = (APP_ENV: string | undefined) => ({ APP_ENV, ADMIN_USERNAME: " admin " }) as unknown as Env;
  it("only the configured admin, only in development", () => {
    expect(skipsSecondFactor(env("development"), { username: "admin" })).toBe(true);
    expect(skipsSecondFactor(env("development"), { username: "finance-1" })).toBe(false);
    for (const appEnv of ["production", "test", undefined, "Development"]) {
      expect(skipsSecondFactor(env(appEnv), { username: "admin" })).toBe(false);
    }
  });
});
