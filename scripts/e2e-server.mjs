/**
 * The server Playwright starts: the already built app on port 8788 with a fresh local
 * D1/KV state, so every run begins from the demo data alone.
 */
import { rmSync } from "node:fs";

const dir = ".wrangler/e2e-state";
rmSync(dir, { recursive: true, force: true });
process.env.PERSIST_DIR = dir;
process.env.PORT = "8788";
process.env.SKIP_BUILD = "1";
await import("./start.mjs");
