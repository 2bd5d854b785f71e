import { describe, expect, it } from "vitest";
import { queryClient } from "./query-client";

/** Runs a mutation that succeeds through the app's query client, with `meta`. */
async function mutate(meta?: Record<string, unknown>) {
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: async () => "done", ...(meta ? { meta } : {}) })
    .execute(undefined);
}

const invalidated = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe("after a mutation (issue 34: a submitted verification left 'No deposit verification yet' until a refresh)", () => {
  it("refreshes the account's reads: the user, the dashboard with its requests, the statement", async () => {
    for (const key of [
      ["auth", "user"],
      ["user", "dashboard"],
      ["user", "statement"],
      ["settings", "public"],
    ]) {
      queryClient.setQueryData(key, { cached: true });
    }
    await mutate();
    expect(invalidated(["auth", "user"])).toBe(true);
    expect(invalidated(["user", "dashboard"])).toBe(true);
    expect(invalidated(["user", "statement"])).toBe(true);
    expect(invalidated(["settings", "public"])).toBe(false);
    queryClient.clear();
  });

  it("leaves them when the mutation says it changes none of them", async () => {
    queryClient.setQueryData(["user", "dashboard"], { cached: true });
    await mutate({ refreshesAccount: false });
    expect(invalidated(["user", "dashboard"])).toBe(false);
    queryClient.clear();
  });
});
