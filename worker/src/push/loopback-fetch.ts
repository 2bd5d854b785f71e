/**
 * Development and tests only: a fetch that sends `https://127.0.0.1:<port>/...` and
 * `https://localhost:<port>/...` as plain http. The local push service
 * (worker/test/push-endpoint-server.mjs) hands out https endpoints, as real push services
 * do and as `sendPush` requires, but listens on http; this fetch plays the TLS terminator
 * in front of it. Every other URL goes out unchanged. Never use it when APP_ENV is
 * "production".
 */
export const loopbackHttpFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol === "https:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost")) {
    url.protocol = "http:";
    return fetch(input instanceof Request ? new Request(url, input) : url, init);
  }
  return fetch(input, init);
}) as typeof fetch;
