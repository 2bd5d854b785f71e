/**
 * Web Push (VAPID, RFC 8292) keys: a P-256 key pair made with WebCrypto, both halves
 * base64url (the public key as the 65-byte uncompressed point browsers take as
 * `applicationServerKey`, the private key as the JWK `d`). No network.
 *
 * `ensureVapidKeys(".dev.vars")` (called by `npm start`) writes a pair when VAPID_PUBLIC_KEY
 * or VAPID_PRIVATE_KEY is absent or blank, and a development contact when VAPID_SUBJECT is;
 * existing values are never replaced, so subscriptions made against them keep working.
 * `node scripts/vapid-keys.mjs` prints a fresh pair for production secrets (README, Deploying).
 */
import { readFileSync } from "node:fs";
import { devVar, writeDevVars } from "./dev-vars.mjs";
import { pathToFileURL } from "node:url";

const DEV_SUBJECT = "mailto:dev@lionart.invalid";

/** A fresh pair: `{ VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY }`. */
export async function generateVapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  return {
    VAPID_PUBLIC_KEY: Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url"),
    VAPID_PRIVATE_KEY: (await crypto.subtle.exportKey("jwk", pair.privateKey)).d,
  };
}

/** Fills in what `file` (a .dev.vars) lacks; returns the names it wrote (empty when nothing was missing). */
export async function ensureVapidKeys(file = ".dev.vars") {
  const text = readFileSync(file, "utf8");
  const current = (name) => devVar(text, name);
  const updates = {};
  if (!current("VAPID_PUBLIC_KEY") || !current("VAPID_PRIVATE_KEY")) Object.assign(updates, await generateVapidKeys());
  if (!current("VAPID_SUBJECT")) updates.VAPID_SUBJECT = DEV_SUBJECT;
  return writeDevVars(file, updates);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await generateVapidKeys())) console.log(`${name}=${value}`);
}
