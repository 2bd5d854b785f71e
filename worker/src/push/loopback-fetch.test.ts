import { afterEach, describe, expect, it, vi } from "vitest";
import { loopbackHttpFetch } from "./loopback-fetch";

describe("loopbackHttpFetch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends https loopback URLs as http and leaves every other URL alone", async () => {
    const seen: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 201 });
    });

    await loopbackHttpFetch("https://127.0.0.1:8805/push/a", { method: "POST" });
    await loopbackHttpFetch("https://localhost:8805/push/b", { method: "POST" });
    await loopbackHttpFetch("https://fcm.googleapis.com/fcm/send/c", { method: "POST" });
    await loopbackHttpFetch("https://127.0.0.1.evil.test/push/d", { method: "POST" });

    expect(seen).toEqual([
      "http://127.0.0.1:8805/push/a",
      "http://localhost:8805/push/b",
      "https://fcm.googleapis.com/fcm/send/c",
      "https://127.0.0.1.evil.test/push/d",
    ]);
  });
});
