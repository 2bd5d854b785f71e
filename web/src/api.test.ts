import { afterEach, describe, expect, it, vi } from "vitest";
import { buildRequest, client, json } from "./api";
import { ApiError } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the typed API client", () => {
  it("builds hc's URLs: path segments, :params encoded, query without undefined, JSON body", () => {
    expect(buildRequest(["api", "admin", "users", ":id"], "put", { param: { id: 12 }, json: { isActive: false } })).toEqual([
      "/api/admin/users/12",
      { method: "PUT", headers: { "content-type": "application/json" }, body: '{"isActive":false}' },
    ]);
    expect(buildRequest(["api", "admin", "search"], "get", { query: { q: "a b&c", page: 2, status: undefined } })[0]).toBe(
      "/api/admin/search?q=a+b%26c&page=2",
    );
    expect(buildRequest(["api", "investments", "index"], "post")).toEqual(["/api/investments", { method: "POST" }]);
  });

  it("sends a route call with the session cookie and returns the route's JSON", async () => {
    const fetchMock = answer(200, { user: { id: 7 } });
    const body = await json(client.auth.login.$post({ json: { phone: "670000001", password: "secret-pass" } }));
    expect(body).toEqual({ user: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.body).toBe('{"phone":"670000001","password":"secret-pass"}');
  });

  it("throws the API's error as an ApiError with its code and field issues", async () => {
    answer(400, {
      error: "Invalid input",
      code: "invalid_input",
      issues: [{ field: "amount", code: "too_small", minimum: 3500 }],
    });
    const call = json(
      client.transactions.withdraw.$post({
        json: { amount: 100, accountName: "Awa", accountNumber: "670000001", paymentMethod: "MTN Mobile Money" },
      }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 400,
      code: "invalid_input",
      issues: [{ field: "amount", minimum: 3500 }],
    });
  });
});
