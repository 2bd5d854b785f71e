import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api-client";

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers })),
  );
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("the call succeeded");
}

afterEach(() => vi.unstubAllGlobals());

describe("the API client", () => {
  it("returns the JSON body of an ok answer and sends JSON with cookies", async () => {
    answer(200, JSON.stringify({ ok: true }));
    await expect(api<{ ok: boolean }>("/api/x", { method: "POST", body: { amount: 3500 } })).resolves.toEqual({ ok: true });
    const [path, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/x");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"amount":3500}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("turns the error body into a typed error with its code, issues and Retry-After", async () => {
    const issues = [{ field: "amount", code: "too_small", minimum: 3500 }];
    answer(400, JSON.stringify({ error: "Invalid input", code: "invalid_input", issues }));
    const err = await failure(api("/api/x"));
    expect([err.status, err.code, err.issues]).toEqual([400, "invalid_input", issues]);

    answer(429, JSON.stringify({ error: "Too many", code: "too_many_attempts" }), { "retry-after": "120" });
    expect((await failure(api("/api/x"))).retryAfter).toBe(120);

    answer(403, JSON.stringify({ error: "Paused", code: "withdrawals_cooling_off", reopensAt: "2026-01-02T00:00:00Z" }));
    expect((await failure(api("/api/x"))).reopensAt).toBe("2026-01-02T00:00:00Z");

    const challenge = {
      siteKey: "1x00000000000000000000AA",
      scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
      action: "sign-in-user",
    };
    answer(403, JSON.stringify({ error: "Check", code: "challenge_required", challenge }));
    expect((await failure(api("/api/x"))).challenge).toEqual(challenge);
    answer(403, JSON.stringify({ error: "Check", code: "challenge_required", challenge: { siteKey: 1 } }));
    expect((await failure(api("/api/x"))).challenge).toBeNull();
  });

  it("keeps the status of an answer that is not ours, and says `network` when none came", async () => {
    answer(502, "<html>Bad gateway</html>");
    const err = await failure(api("/api/x"));
    expect([err.status, err.code]).toEqual([502, "unknown"]);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    expect((await failure(api("/api/x"))).code).toBe("network");
  });
});
