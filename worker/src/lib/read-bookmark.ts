/**
 * The investor's D1 read bookmark, kept in two cookies (docs/product-rules.md#replica-reads,
 * READ-1 to READ-4; docs/ARCHITECTURE.md#replica-reads).
 *
 * - `__Host-lionart_bookmark`: `<writes mark>|<bookmark>`, signed with HMAC-SHA256 (hono's
 *   signed cookies) under a key derived from `DEVICE_COOKIE_SECRET`, so only a bookmark this
 *   Worker got from D1 is ever handed back to D1. A cookie over 300 characters, badly signed,
 *   or whose bookmark is not of D1's shape is ignored. It is used for nothing else.
 * - `__Host-lionart_writes`: a random mark (12 hex digits), replaced by every other
 *   signed-in request (a write, or a read of the primary). A bookmark counts only while it
 *   was taken under the mark the browser still holds, so a replica read that finishes after
 *   a write (and sets its older bookmark last) is not trusted: the next read starts at the
 *   primary instead.
 *
 * Both last an hour (READ-3); without a key of 32+ characters no bookmark is kept and every
 * read starts at the primary (the safe side). A cookie in KV would cost a KV write per read.
 */
import type { Context } from "hono";
import { getCookie, getSignedCookie, setCookie, setSignedCookie } from "hono/cookie";
import type { AppBindings } from "../env";
import { toHex } from "./bytes";

/** Cookie names without the `__Host-` prefix, which hono adds. */
export const READ_COOKIE_NAMES = { bookmark: "lionart_bookmark", writes: "lionart_writes" } as const;
/** How long a kept bookmark or writes mark lasts, in seconds (READ-3). */
export const READ_COOKIE_TTL_SECONDS = 3600;
/** The longest bookmark cookie read at all, in characters (signature included). */
export const BOOKMARK_COOKIE_MAX_CHARS = 300;
/** A D1 bookmark as D1 makes them: hex groups joined by dashes, at most 128 characters. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){0,7}$/;
const WRITES_MARK = /^[0-9a-f]{12}$/;

const COOKIE_OPTIONS = {
  path: "/",
  secure: true,
  httpOnly: true,
  sameSite: "Lax",
  maxAge: READ_COOKIE_TTL_SECONDS,
  prefix: "host",
} as const;

function keyOf<E extends AppBindings>(c: Context<E>): string | null {
  const secret = c.env.DEVICE_COOKIE_SECRET;
  // Its own key, derived from the secret, so a bookmark signature never passes for a device cookie's.
  return secret && secret.length >= 32 ? `${secret}|d1-read-bookmark` : null;
}

/** True when `value` has the shape of a D1 bookmark and at most 128 characters. */
export function isBookmark(value: string): boolean {
  return value.length <= 128 && BOOKMARK.test(value);
}

/** The browser's writes mark, or "" when it has none (or a malformed one). */
export function writesMarkOf<E extends AppBindings>(c: Context<E>): string {
  const mark = getCookie(c, READ_COOKIE_NAMES.writes, "host") ?? "";
  return WRITES_MARK.test(mark) ? mark : "";
}

/**
 * The bookmark to start this request's replica reads from: the signed cookie's, when it was
 * taken under the browser's current writes mark; else null (start at the primary). Never throws.
 */
export async function keptBookmark<E extends AppBindings>(c: Context<E>): Promise<string | null> {
  const key = keyOf(c);
  const raw = getCookie(c, READ_COOKIE_NAMES.bookmark, "host");
  if (!key || !raw || raw.length > BOOKMARK_COOKIE_MAX_CHARS) return null;
  const value = await getSignedCookie(c, key, READ_COOKIE_NAMES.bookmark, "host").catch(() => false as const);
  if (!value) return null;
  const [mark, bookmark, ...rest] = value.split("|");
  if (rest.length > 0 || mark !== writesMarkOf(c) || !bookmark || !isBookmark(bookmark)) return null;
  return bookmark;
}

/** Keeps `bookmark` for the next read, tagged with the writes mark the request came with. */
export async function keepBookmark<E extends AppBindings>(c: Context<E>, bookmark: string): Promise<void> {
  const key = keyOf(c);
  if (!key || !isBookmark(bookmark)) return;
  await setSignedCookie(c, READ_COOKIE_NAMES.bookmark, `${writesMarkOf(c)}|${bookmark}`, key, COOKIE_OPTIONS);
}

/** Replaces the writes mark: every bookmark kept so far no longer counts (READ-2). */
export function newWritesMark<E extends AppBindings>(c: Context<E>): void {
  setCookie(c, READ_COOKIE_NAMES.writes, toHex(crypto.getRandomValues(new Uint8Array(6))), COOKIE_OPTIONS);
}
