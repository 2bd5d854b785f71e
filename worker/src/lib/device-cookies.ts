/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies";
 * docs/product-rules.md#rate-limits, AUTH-11). A successful sign-in gives the browser a
 * long-lived cookie naming the account it signed in to, signed with HMAC-SHA256
 * (WebCrypto, through hono's signed cookies) under `DEVICE_COOKIE_SECRET`. A client that
 * shows a valid one for the account it is signing in to is counted on its own, so
 * attempts made elsewhere never lock it out.
 *
 * Value: `<issued ms>|<nonce>|<account key>`; the nonce names this one device, so a device
 * cookie that keeps failing can be locked out by itself. Without a configured secret of
 * at least 32 characters no device cookie is issued or honoured, and every client is
 * counted per account (the safe side).
 */
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppBindings } from "../env";
import type { SessionKind } from "./sessions";
import { toHex } from "./bytes";

/** Cookie names without the `__Host-` prefix, which hono adds. */
export const DEVICE_COOKIE_NAMES: Record<SessionKind, string> = {
  user: "lionart_device",
  admin: "lionart_admin_device",
};
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 86400;

function secretOf<E extends AppBindings>(c: Context<E>): string | null {
  const secret = c.env.DEVICE_COOKIE_SECRET;
  return secret && secret.length >= 32 ? secret : null;
}

/**
 * The nonce of the request's device cookie of `kind` when it is validly signed, not
 * expired and bound to `accountKey` (`phone:<9 digits>` or `admin:<username>`); else null.
 */
export async function deviceOf<E extends AppBindings>(
  c: Context<E>,
  kind: SessionKind,
  accountKey: string,
): Promise<string | null> {
  const secret = secretOf(c);
  if (!secret) return null;
  const value = await getSignedCookie(c, secret, DEVICE_COOKIE_NAMES[kind], "host");
  if (!value) return null;
  const [issued, nonce, ...rest] = value.split("|");
  const age = Date.now() - Number(issued);
  if (!nonce || !(age >= 0 && age < DEVICE_COOKIE_TTL_SECONDS * 1000) || rest.join("|") !== accountKey) return null;
  return nonce;
}

/**
 * The nonce of the request's valid, unexpired device cookie of `kind` whatever account it
 * names: the browser itself, for counting the accounts registered from it
 * (docs/product-rules.md#aml-flags, AML-4). Null without one or without a secret.
 */
export async function anyDeviceOf<E extends AppBindings>(c: Context<E>, kind: SessionKind): Promise<string | null> {
  const secret = secretOf(c);
  if (!secret) return null;
  const value = await getSignedCookie(c, secret, DEVICE_COOKIE_NAMES[kind], "host");
  if (!value) return null;
  const [issued, nonce] = value.split("|");
  const age = Date.now() - Number(issued);
  return nonce && age >= 0 && age < DEVICE_COOKIE_TTL_SECONDS * 1000 ? nonce : null;
}

/**
 * Gives the browser a device cookie of `kind` bound to `accountKey`, with a fresh nonce or
 * the browser's own (`keepNonce`, at registration, so one browser keeps one device key
 * across the accounts it registers, AML-4). Returns the nonce, or null without a secret.
 */
export async function issueDeviceCookie<E extends AppBindings>(
  c: Context<E>,
  kind: SessionKind,
  accountKey: string,
  keepNonce?: string | null,
): Promise<string | null> {
  const secret = secretOf(c);
  if (!secret) return null;
  const nonce = keepNonce ?? toHex(crypto.getRandomValues(new Uint8Array(16)));
  await setSignedCookie(c, DEVICE_COOKIE_NAMES[kind], `${Date.now()}|${nonce}|${accountKey}`, secret, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
    prefix: "host",
  });
  return nonce;
}
