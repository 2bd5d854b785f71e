import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";

const run = (appEnv: string, query: string) =>
  app.fetch(new Request(`https://lionart.test/__scheduled${query}`), { ...env, APP_ENV: appEnv }, createExecutionContext());

describe("GET /__scheduled (local development)", () => {
  it("runs the cron for the given time in development", async () => {
    const time = Date.parse("2031-03-04T12:00:00Z");
    const res = await run("development", `?cron=5+23+*+*+*&time=${time}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ day: "2031-03-04" });
  });

  it("does not exist outside development", async () => {
    expect((await run("production", "?time=0")).status).toBe(404);
    expect((await run("test", "")).status).toBe(404);
  });

  it("refuses a time that is not a whole number of milliseconds", async () => {
    expect((await run("development", "?time=tomorrow")).status).toBe(400);
  });
});
