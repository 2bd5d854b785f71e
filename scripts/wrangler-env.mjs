/**
 * Runs wrangler with the environment that keeps it offline
 * (docs/decisions/0018-offline-development.md): no metrics, no Cloudflare fetches, no
 * banner. `run(args)` resolves when wrangler exits and rejects on a non-zero exit.
 */
import { spawn } from "node:child_process";

export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: OFFLINE_ENV, ...opts });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}`))));
  });
}
