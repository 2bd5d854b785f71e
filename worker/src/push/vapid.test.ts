import { describe, expect, it } from "vitest";
import { vapidFromEnv } from "./vapid";

describe("vapidFromEnv", () => {
  const env = { VAPID_PUBLIC_KEY: "BPub", VAPID_PRIVATE_KEY: "priv", VAPID_SUBJECT: "mailto:ops@lionart.test" };

  it("reads the three Worker secrets", () => {
    expect(vapidFromEnv(env)).toEqual({ publicKey: "BPub", privateKey: "priv", subject: "mailto:ops@lionart.test" });
  });

  it("turns Web Push off (null) when any of them is missing or blank", () => {
    expect(vapidFromEnv({ ...env, VAPID_PRIVATE_KEY: undefined })).toBeNull();
    expect(vapidFromEnv({ ...env, VAPID_PUBLIC_KEY: " " })).toBeNull();
    expect(vapidFromEnv({ ...env, VAPID_SUBJECT: "" })).toBeNull();
  });
});
