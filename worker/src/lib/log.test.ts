/**
 * The jobs' log lines (docs/product-rules.md#operations, OPS-4): one JSON object a line with the
 * job, step, ids, duration and outcome, and never a phone number or an email address, even when
 * an error quotes one (a provider's answer, a payout number).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { consumeEach } from "./queue-consumer";
import { logJob, maskPersonal, timedJob } from "./log";

afterEach(() => vi.restoreAllMocks());

/** Every console line written while `work` runs, as text. */
async function linesOf(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  vi.spyOn(console, "log").mockImplementation(keep);
  vi.spyOn(console, "error").mockImplementation(keep);
  await work().catch(() => {});
  return lines;
}

const PHONES = ["677123456", "+237677123456", "237 6 77 12 34 56", "6.77.12.34.56", "+237 677-123-456"];
const PERSONAL = /6[\s.-]?7[\s.-]?7[\s.-]?1[\s.-]?2|@example\.cm/;

describe("a job's log line", () => {
  it("masks every way of writing a phone number and an email address, and keeps days and ids", () => {
    for (const phone of PHONES) expect(maskPersonal(`payout to ${phone} refused`)).toBe("payout to [masked] refused");
    expect(maskPersonal("mail ama.b@example.cm now")).toBe("mail [masked] now");
    expect(maskPersonal("day 2026-11-29 run 42 page 7")).toBe("day 2026-11-29 run 42 page 7");
  });

  it("is one JSON object with the job, step, ids, duration and outcome, and no phone number in its error", async () => {
    const lines = await linesOf(() =>
      timedJob({ job: "daily-run", step: "settle", ids: { instance: "daily-1" } }, async () => {
        throw new Error(`provider said: number ${PHONES[1]} (ama.b@example.cm) unknown`);
      }),
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ job: "daily-run", step: "settle", ids: { instance: "daily-1" }, outcome: "failed" });
    expect(typeof line.durationMs).toBe("number");
    expect(line.error).toContain("[masked]");
    expect(lines[0]).not.toMatch(PERSONAL);
  });

  it("from a queue consumer whose work quotes a phone number, on each attempt and when given up", async () => {
    const schema = z.object({ kind: z.literal("payout"), paymentId: z.string() });
    const run = async (attempts: number) => {
      const batch = createMessageBatch("lionart-payment-checks", [
        { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: { kind: "payout", paymentId: "p1" } },
      ]);
      const ctx = createExecutionContext();
      const lines = await linesOf(() =>
        consumeEach(
          batch,
          "lionart-payment-checks",
          schema,
          async () => {
            throw new Error(`MoMo refused the payout to ${PHONES[2]}`);
          },
          env.DB,
        ),
      );
      await getQueueResult(batch, ctx);
      return lines;
    };
    for (const [attempts, outcome] of [
      [1, "retry"],
      [4, "given_up"],
    ] as const) {
      const lines = await run(attempts);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ job: "lionart-payment-checks", step: "payout", outcome });
      expect(lines[0]).not.toMatch(PERSONAL);
    }
    // The failed job's row keeps the error for staff, masked the same way.
    const row = await env.DB.prepare(
      "SELECT error FROM failed_jobs WHERE error LIKE 'Error: MoMo refused%' ORDER BY id DESC LIMIT 1",
    ).first<{
      error: string;
    }>();
    expect(row?.error).toBe("Error: MoMo refused the payout to [masked]");
  });

  it("logs a success on the standard output, a failure on the error output", async () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    logJob({ job: "cron", step: "payment checks sweep", outcome: "ok", durationMs: 3 });
    logJob({ job: "cron", step: "payment checks sweep", outcome: "failed", error: "D1_ERROR" });
    expect(out).toHaveBeenCalledTimes(1);
    expect(err).toHaveBeenCalledTimes(1);
  });
});
