/**
 * The local cron route (docs/decisions/0013-local-cron-route.md): `/__scheduled` runs the
 * daily cron at a chosen time in development only, and refuses a time that is not a whole
 * number of milliseconds or whose Africa/Douala date lies outside the years 2000 to 2100.
 */
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

  it("refuses a time outside the years 2000 to 2100, instead of settling absurd days", async () => {
    for (const time of [0, Date.UTC(1999, 11, 31, 22), Date.UTC(2101, 0, 1), 8.64e15, 9e15, 1e300]) {
      const res = await run("development", `?time=${time}`);
      expect(res.status, String(time)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", issues: [{ field: "time" }] });
    }
    expect((await run("development", `?time=${Date.UTC(2000, 0, 1)}`)).status).toBe(200);
    expect((await run("development", `?time=${Date.UTC(2100, 11, 31, 12)}`)).status).toBe(200);
  });
});

describe("/__scheduled at the edges", () => {
  it("judges the range by the Africa/Douala date and refuses negative, hexadecimal, empty and fractional times", async () => {
    // 2100-12-31 23:30 UTC is already 2101 in Douala; 1999-12-31 23:30 UTC is already 2000.
    expect((await run("development", `?time=${Date.UTC(2100, 11, 31, 23, 30)}`)).status).toBe(400);
    expect((await run("development", `?time=${Date.UTC(1999, 11, 31, 23, 30)}`)).status).toBe(200);
    for (const q of ["?time=-1", "?time=0x10", "?time=", `?time=${Date.UTC(2031, 0, 1)}.5`]) {
      const res = await run("development", q);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ field: "time" }] });
    }
  });
});
