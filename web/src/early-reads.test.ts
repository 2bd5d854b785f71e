import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch } from "./api-client";
import { startApp } from "./early-reads";

afterEach(() => vi.unstubAllGlobals());

/** A page where public/early-reads.js started a read of `url` `ageMs` ago. */
function startedEarly(url: string, body: string, ageMs = 0) {
  const win: Window = {
    __lionartEarlyReads: { at: Date.now() - ageMs, reads: { [url]: Promise.resolve(new Response(body)) } },
  } as unknown as Window;
  vi.stubGlobal("window", win);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("fresh")),
  );
  return win;
}

describe("the reads started before the app (pwa/public/early-reads.js)", () => {
  it("answers the app's first GET of that URL without sending it again, once", async () => {
    startedEarly("/api/user/dashboard", "early");
    expect(await (await apiFetch("/api/user/dashboard")).text()).toBe("early");
    expect(fetch).not.toHaveBeenCalled();
    // The next read of the same URL goes to the network: an early answer is never reused.
    expect(await (await apiFetch("/api/user/dashboard")).text()).toBe("fresh");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is not used for another method or URL, nor once it is too old", async () => {
    startedEarly("/api/user/dashboard", "early");
    expect(await (await apiFetch("/api/user/dashboard", { method: "POST" })).text()).toBe("fresh");
    expect(await (await apiFetch("/api/auth/user")).text()).toBe("fresh");
    startedEarly("/api/user/dashboard", "early", 60_000);
    expect(await (await apiFetch("/api/user/dashboard")).text()).toBe("fresh");
  });

  it("marks the app as started, so the script starts nothing after", () => {
    const win = startedEarly("/api/auth/user", "early");
    startApp();
    expect(win.__lionartStarted).toBe(true);
  });
});
