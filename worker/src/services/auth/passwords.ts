/**
 * Password hashing with scrypt from `node:crypto` (nodejs_compat), the OWASP Password
 * Storage Cheat Sheet parameter set N=2^15, r=8, p=3. Production workerd refuses
 * N*r*p > 2^20 (docs/decisions/0015-scrypt-parameters.md), which `passwords.test.ts`
 * asserts. Each hash stores its own parameters and salt:
 * `scrypt$N$r$p$<salt b64>$<hash b64>`, so parameters can rise later without breaking old
 * hashes.
 *
 * The worker's tests alone (APP_ENV "test", set only by worker/vitest.config.ts) hash new
 * passwords at `TEST_SCRYPT_PARAMS`, the same code at a far lower cost, as Rails'
 * `SecurePassword.min_cost` does in its test environment: hundreds of registrations and
 * sign-ins would otherwise spend minutes in scrypt (docs/decisions/0034-test-password-cost.md).
 * `passwords.test.ts` hashes at the production parameters explicitly.
 */
import { scrypt, randomBytes, timingSafeEqual } from "node:crypto";
import { env as processEnv } from "node:process";
import { withHashSlot } from "../../lib/hash-gate";
import { COMMON_PASSWORDS } from "./common-passwords";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
/** The worker tests' cost (see the module's header): about 1/100 of `SCRYPT_PARAMS`. */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** The parameters new hashes use under `appEnv`: `TEST_SCRYPT_PARAMS` for "test" alone, else `SCRYPT_PARAMS`. */
export function scryptParamsFor(appEnv: string | undefined): ScryptParams {
  return appEnv === "test" ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}

/**
 * The parameters new hashes use in this Worker: by its APP_ENV, which workerd copies into
 * `process.env` with the other text bindings (nodejs_compat, compatibility date after 2025-04-01).
 */
export function currentScryptParams(): ScryptParams {
  return scryptParamsFor(processEnv.APP_ENV);
}
const KEY_LENGTH = 32;

/** One scrypt derivation, in a slot of the isolate's hashing bound: raises 503 `server_busy` past it (lib/hash-gate.ts). */
function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        // maxmem must exceed 128*N*r bytes (32 MiB here).
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/**
 * Hashes a password with a fresh 16-byte salt at `params` (default: `currentScryptParams()`).
 * Raises 503 `server_busy` when the isolate is hashing too much already.
 */
export async function hashPassword(password: string, params: ScryptParams = currentScryptParams()): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** True when `password` matches `stored`; false for any malformed or missing hash. Raises 503 `server_busy` like `hashPassword`. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split("$");
  if (parts?.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N * r * p > 2 ** 20) return false;
  const expected = Buffer.from(parts[5]!, "base64");
  const key = await derive(password, Buffer.from(parts[4]!, "base64"), N, r, p);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password").catch((err) => {
    // Refused (server_busy): the next caller tries again rather than inheriting the refusal.
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

/** True for a password on the common-passwords list (OWASP ASVS 2.1.7), case-insensitive. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A one-time temporary password for an admin reset: 12 characters, about 71 bits. */
export function temporaryPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
