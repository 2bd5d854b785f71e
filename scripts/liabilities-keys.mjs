/**
 * The proof of liabilities' keys (docs/proof-of-liabilities.md, worker/src/liabilities/keys.ts):
 * LIABILITIES_SALT_KEY, 32 random bytes as base64url text (the salts' HMAC key), and
 * LIABILITIES_SIGNING_KEY, an Ed25519 secret key (the JWK `d`, 32 bytes base64url), made with
 * WebCrypto. No network.
 *
 * `ensureLiabilityKeys(".dev.vars")` (called by `npm start`) writes them when absent or blank;
 * existing values are never replaced, so published records keep verifying with the same key.
 * `node scripts/liabilities-keys.mjs` prints a fresh pair for production secrets (README, Deploying).
 */
import { readFileSync } from "node:fs";
import { devVar, writeDevVars } from "./dev-vars.mjs";
import { pathToFileURL } from "node:url";

/** Fresh keys: `{ LIABILITIES_SALT_KEY, LIABILITIES_SIGNING_KEY }`. */
export async function generateLiabilityKeys() {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]);
  return {
    LIABILITIES_SALT_KEY: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
    LIABILITIES_SIGNING_KEY: (await crypto.subtle.exportKey("jwk", pair.privateKey)).d,
  };
}

/** Fills in what `file` (a .dev.vars) lacks; returns the names it wrote. */
export async function ensureLiabilityKeys(file = ".dev.vars") {
  const text = readFileSync(file, "utf8");
  const fresh = await generateLiabilityKeys();
  return writeDevVars(file, Object.fromEntries(Object.entries(fresh).filter(([name]) => !devVar(text, name))));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await generateLiabilityKeys())) console.log(`${name}=${value}`);
}
