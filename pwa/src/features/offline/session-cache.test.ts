/**
 * The saved query cache follows the session (docs/product-rules.md#offline): a sign-out
 * leaves no saved copy and no owner on the device, even when it comes before the idle
 * moment at which saving would have started.
 */
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

const idle: (() => void)[] = [];
vi.mock("../../lib/after-first-screen", () => ({
  whenIdle: (work: () => void) => {
    idle.push(work);
    return () => {
      const i = idle.indexOf(work);
      if (i >= 0) idle.splice(i, 1);
    };
  },
}));
const startSaving = vi.fn(() => () => undefined);
const clearCache = vi.fn(async () => undefined);
vi.mock("./persist", () => ({ startSaving, clearCache, restoreCache: async () => undefined }));

const store = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

const { watchSession } = await import("./session-cache");
const { cacheOwner } = await import("./cache-owner");
const { userQueryKey } = await import("../auth/api/get-user");

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("the saved cache and the session", () => {
  beforeEach(() => {
    idle.splice(0);
    store.clear();
    startSaving.mockClear();
  });

  it("starts saving for the signed-in user at the first idle moment", async () => {
    const queryClient = new QueryClient();
    watchSession(queryClient);
    queryClient.setQueryData(userQueryKey, { id: 7 });
    expect(startSaving).not.toHaveBeenCalled();
    for (const work of idle.splice(0)) work();
    await flush();
    expect(cacheOwner()).toBe(7);
    expect(startSaving).toHaveBeenCalledTimes(1);
  });

  it("never saves for a user who signed out before that idle moment", async () => {
    const queryClient = new QueryClient();
    watchSession(queryClient);
    queryClient.setQueryData(userQueryKey, { id: 8 });
    queryClient.setQueryData(userQueryKey, null); // a logout or a 401
    for (const work of idle.splice(0)) work();
    await flush();
    expect(cacheOwner()).toBeNull();
    expect(startSaving).not.toHaveBeenCalled();
  });
});
