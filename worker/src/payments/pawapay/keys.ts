/**
 * pawaPay's callback-signing public keys (GET /v2/public-key/http -> [{id, key (PEM)}],
 * https://docs.pawapay.io/v2/api-reference/toolkit/public-keys), cached per isolate: refreshed
 * after an hour to follow rotations, and on an unknown key id at most once a minute, so a
 * flood of forged key ids cannot turn into a flood of calls to pawaPay.
 */
import { type HttpOutcome, pickString } from "../http";
import { importP256PublicKey, KeyUnavailableError } from "../http-signature";

const KEY_TTL_MS = 60 * 60 * 1000;
const KEY_REFETCH_MIN_MS = 60 * 1000;

/**
 * Returns a lookup: key id -> verification key, or null for an id pawaPay does not publish.
 * Throws KeyUnavailableError when the keys cannot be fetched and the id is not cached.
 * `fetchKeys` performs the GET; `now` is ms since epoch.
 */
export function pawaPayKeyring(
  fetchKeys: () => Promise<HttpOutcome>,
  now: () => number,
): (keyid: string) => Promise<CryptoKey | null> {
  const keys = new Map<string, CryptoKey>();
  let fetchedAt = Number.NEGATIVE_INFINITY;

  const load = async (): Promise<void> => {
    const res = await fetchKeys();
    if (res.kind !== "response" || res.status !== 200 || !Array.isArray(res.body)) {
      throw new KeyUnavailableError(res.kind === "failed" ? res.detail : `public keys: HTTP ${res.status}`);
    }
    keys.clear();
    for (const entry of res.body) {
      const id = pickString(entry, "id");
      const pem = pickString(entry, "key");
      if (!id || !pem) continue;
      try {
        keys.set(id, await importP256PublicKey(pem));
      } catch {
        // A key we cannot use (not EC P-256) verifies nothing; callbacks citing it are refused.
      }
    }
    fetchedAt = now();
  };

  return async (keyid) => {
    const stale = now() - fetchedAt > KEY_TTL_MS;
    const missAllowsRefetch = !keys.has(keyid) && now() - fetchedAt > KEY_REFETCH_MIN_MS;
    if (stale || missAllowsRefetch) {
      try {
        await load();
      } catch (err) {
        if (!keys.has(keyid)) throw err;
      }
    }
    return keys.get(keyid) ?? null;
  };
}
