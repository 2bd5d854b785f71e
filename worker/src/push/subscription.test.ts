import { describe, expect, it } from "vitest";
import { LocalPushService } from "../../test/push-endpoint";
import { isPushServiceEndpoint, localPushOrigins, subscriptionProblem } from "./subscription";

describe("subscriptionProblem", () => {
  it("accepts the push services of Chrome, Firefox, Safari and Edge", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses endpoints that would let a user aim the Worker's requests elsewhere", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.test/fcm/send/x",
      "https://evilfcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://127.0.0.1:8805/push/x",
      "https://lionart.test/api/admin/users",
      "not a url",
      `https://fcm.googleapis.com/${"x".repeat(2100)}`,
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("accepts an extra origin only when the caller names it (the local push service)", () => {
    expect(isPushServiceEndpoint("https://127.0.0.1:8805/push/x", ["https://127.0.0.1:8805"])).toBe(true);
    expect(isPushServiceEndpoint("https://127.0.0.1:8806/push/x", ["https://127.0.0.1:8805"])).toBe(false);
  });

  it("names the key that is not a browser's: p256dh a 65-byte uncompressed point, auth 16 bytes", async () => {
    const sub = await new LocalPushService().subscribe();
    const origins = ["https://push.test"];
    expect(subscriptionProblem(sub, origins)).toBeNull();
    expect(subscriptionProblem(sub)).toBe("endpoint");
    expect(subscriptionProblem({ ...sub, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(0, 40) } }, origins)).toBe("p256dh");
    expect(subscriptionProblem({ ...sub, keys: { ...sub.keys, p256dh: `${sub.keys.p256dh}!` } }, origins)).toBe("p256dh");
    expect(subscriptionProblem({ ...sub, keys: { ...sub.keys, auth: "c2hvcnQ" } }, origins)).toBe("auth");
  });

  it("accepts the configured local push service's origin in development and tests only", () => {
    const configured = { LOCAL_PUSH_ORIGIN: "https://127.0.0.1:8805" };
    const local = "https://127.0.0.1:8805/push/abc";
    expect(isPushServiceEndpoint(local, localPushOrigins({ APP_ENV: "test", ...configured }))).toBe(true);
    expect(
      isPushServiceEndpoint(
        "https://localhost:8805/push/abc",
        localPushOrigins({ APP_ENV: "development", LOCAL_PUSH_ORIGIN: "https://localhost:8805" }),
      ),
    ).toBe(true);
    for (const other of [
      "https://127.0.0.1:8789/control",
      "https://127.0.0.1:41234/push/abc",
      "https://localhost:8805/push/abc",
      "https://127.0.0.1/push/abc",
      "http://127.0.0.1:8805/push/abc",
      "https://127.0.0.2:8805/push/abc",
    ]) {
      expect(isPushServiceEndpoint(other, localPushOrigins({ APP_ENV: "development", ...configured })), other).toBe(false);
    }
    for (const env of [{ APP_ENV: "production", ...configured }, configured, { APP_ENV: "staging", ...configured }]) {
      expect(isPushServiceEndpoint(local, localPushOrigins(env)), JSON.stringify(env)).toBe(false);
    }
  });

  it("accepts no local push service when none, or no loopback https origin, is configured", () => {
    for (const LOCAL_PUSH_ORIGIN of [
      undefined,
      "",
      "http://127.0.0.1:8805",
      "https://evil.example:8805",
      "https://127.0.0.1:8805/push",
      "*",
    ]) {
      expect(localPushOrigins({ APP_ENV: "test", LOCAL_PUSH_ORIGIN }), String(LOCAL_PUSH_ORIGIN)).toEqual([]);
    }
  });
});
