/**
 * The daily proof of liabilities as steps of the daily run (docs/proof-of-liabilities.md;
 * docs/ARCHITECTURE.md#scale): after the books check, as of the transfer id it checked
 * through, the record is opened, the leaves inserted, the tree built and the record signed,
 * then old trees are pruned. Each part is a step of `run` (a Workflow `step.do`), bounded
 * whatever the number of investors: at 1,000,000 about 40 steps, plus the pruning of the
 * day that leaves the proof window (about 20). Step names depend only on the day's data, so
 * a replay takes the same steps.
 */
import type { Env } from "../env";
import { inlineSteps, type StepRunner } from "../lib/steps";
import { buildLevels, insertLeaves, LIABILITY_LIMITS, type LiabilityLimits, startRecord, walkLeaves } from "./build";
import { liabilityKeys } from "./keys";
import { pruneStep } from "./prune";
import { publishRecord } from "./records";
import { treeHeight } from "./tree";

/** Prune steps per run at most: a backlog of old trees is deleted over several runs. */
const MAX_PRUNE_STEPS = 60;

/** What the part did: the record's totals, or why it published nothing. Plain JSON. */
export type LiabilitiesReport =
  | { published: true; date: string; leafCount: number; totalXaf: number; recordHash: string | null; steps: number }
  | { published: false; reason: "not_configured" | "later_day_recorded" };

/**
 * Builds, signs and publishes the record of Africa/Douala `day` as of `asOfTransferId`
 * (the books check's), then prunes trees past the proof window. A day already published is
 * only pruned after. Throws what D1 throws (the next run of the day resumes the record).
 */
export async function publishLiabilities(
  env: Pick<Env, "DB" | "LIABILITIES_SALT_KEY" | "LIABILITIES_SIGNING_KEY">,
  day: string,
  asOfTransferId: number,
  run: StepRunner = inlineSteps,
  limits: LiabilityLimits = LIABILITY_LIMITS,
): Promise<LiabilitiesReport> {
  const db = env.DB;
  const keys = await liabilityKeys(env);
  if (!keys) {
    console.error("proof of liabilities: LIABILITIES_SALT_KEY or LIABILITIES_SIGNING_KEY is missing or malformed");
    return { published: false, reason: "not_configured" };
  }
  const start = await run(`liabilities ${day} start`, () => startRecord(db, day, asOfTransferId));
  if (!start) return { published: false, reason: "later_day_recorded" };
  let steps = 1;
  let report: LiabilitiesReport = { published: true, date: day, leafCount: 0, totalXaf: 0, recordHash: null, steps };
  if (start.status === "building") {
    let leafCount = 0;
    let totalXaf = 0;
    for (let lo = start.userLo ?? 1; start.userHi !== null && lo <= start.userHi; lo += limits.usersPerStep) {
      const hi = lo + limits.usersPerStep - 1;
      const part = await run(`liabilities ${day} leaves users ${lo}-${hi}`, () => insertLeaves(db, keys, start, lo, hi, limits));
      leafCount += part.leaves;
      totalXaf += part.sumXaf;
      steps++;
    }
    const tree = { recordId: start.recordId, leafCount, height: treeHeight(leafCount) };
    const span = limits.leavesPerRead * limits.readsPerStep;
    let after = "";
    for (let i = 0; i * span < leafCount; i++, steps++) {
      after = (await run(`liabilities ${day} walk ${i}`, () => walkLeaves(db, tree, i, after, limits))).lastHash;
    }
    const maxUp = Math.log2(limits.nodesPerStep);
    for (let level = Math.min(Math.log2(span), tree.height); level < tree.height; ) {
      const up = Math.min(maxUp, tree.height - level);
      for (let from = 0; from < Math.ceil(leafCount / 2 ** level); from += limits.nodesPerStep, steps++) {
        const at = level;
        await run(`liabilities ${day} level ${at} from ${from}`, () => buildLevels(db, tree, at, from, up, limits));
      }
      level += up;
    }
    const record = await run(`liabilities ${day} sign`, () =>
      publishRecord(db, keys, { ...tree, day, asOfTransferId: start.asOfTransferId, totalXaf }),
    );
    steps++;
    report = { published: true, date: day, leafCount, totalXaf, recordHash: record.recordHash, steps };
  }
  for (let i = 0; i < MAX_PRUNE_STEPS; i++) {
    if (!(await run(`liabilities ${day} prune ${i}`, () => pruneStep(db, day)))) break;
    if (report.published) report.steps++;
  }
  return report;
}
