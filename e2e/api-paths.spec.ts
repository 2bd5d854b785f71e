/**
 * The API's paths in any casing reach the Worker (wrangler.toml `run_worker_first`) and get
 * its JSON 404, never the app's HTML page with a 200 (issue 34: `/API/admin/...` answered the
 * PWA's index.html). Served by wrangler dev with the built assets, as in production.
 */
import { expect, test } from "./test";

const CASINGS = ["API", "Api", "aPi", "apI", "APi", "ApI", "aPI"];

test("an API path in another casing answers a JSON 404", async ({ request }) => {
  for (const api of CASINGS) {
    for (const path of [`/${api}/admin/users`, `/${api}/user/dashboard`, `/${api}/`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"], path).toContain("application/json");
      expect(await res.json(), path).toEqual({ error: "Not found", code: "not_found" });
    }
  }
  // The real path still answers (a signed-out read of the dashboard is a 401 in JSON).
  const real = await request.get("/api/user/dashboard");
  expect(real.status()).toBe(401);
});
