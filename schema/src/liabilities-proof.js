// @ts-check
/**
 * The proof of liabilities' format, written once (docs/proof-of-liabilities.md): the Merkle
 * sum tree's hashes, the day's record hash, and the checks a verifier makes. Plain JavaScript
 * with WebCrypto only, no npm package, so the same file runs in the Worker (which builds the
 * tree with it), the browsers, and `node scripts/verify-liabilities.mjs` on a bare Node 20.
 *
 * Sums are whole XAF, JS safe integers >= 0, hashed as u64 big-endian; hashes are 32 raw bytes
 * inside hashes and lower-case hex in JSON. Each check answers `{ what, ok }`; nothing throws
 * on bad input except the encoders, which throw a RangeError/TypeError (callers catch).
 */

const utf8 = new TextEncoder();
const LEAF = utf8.encode("LPOL1:leaf");
const NODE = utf8.encode("LPOL1:node");
const EMPTY = utf8.encode("LPOL1:empty");
/** The prefix of a salt's HMAC message: `prefix + date + "|" + userId`. */
export const SALT_PREFIX = "lionart-pol-v1|";

/** `v` as 8 bytes big-endian; throws a RangeError unless it is a safe integer >= 0. */
export function u64be(/** @type {number} */ v) {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`not a whole XAF amount >= 0: ${v}`);
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(v));
  return out;
}

/** SHA-256 of the concatenated byte strings, 32 bytes. */
export async function sha256(/** @type {Uint8Array[]} */ ...parts) {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", all));
}

/** A leaf's hash: SHA-256("LPOL1:leaf" || salt || u64be(v)). */
export function leafHash(/** @type {Uint8Array} */ salt, /** @type {number} */ v) {
  return sha256(LEAF, salt, u64be(v));
}

/** An empty (padding) leaf's hash, SHA-256("LPOL1:empty"); its sum is 0. */
export function emptyLeafHash() {
  return sha256(EMPTY);
}

/** A node's hash: SHA-256("LPOL1:node" || u64be(sl) || u64be(sr) || hl || hr); its sum is sl + sr. */
export function nodeHash(
  /** @type {number} */ sl,
  /** @type {number} */ sr,
  /** @type {Uint8Array} */ hl,
  /** @type {Uint8Array} */ hr,
) {
  return sha256(NODE, u64be(sl), u64be(sr), hl, hr);
}

/** Lower-case hex of `bytes`. */
export function toHex(/** @type {Uint8Array} */ bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The bytes of lower-case or upper-case hex; throws a TypeError on anything else. */
export function fromHex(/** @type {string} */ hex) {
  if (typeof hex !== "string" || !/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError("not hex");
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
}

/** The bytes of base64url text (RFC 4648 §5, padded or not); throws a TypeError on other characters. */
export function fromBase64Url(/** @type {string} */ text) {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]*=*$/.test(text)) throw new TypeError("not base64url");
  return Uint8Array.from(atob(text.replace(/=+$/, "").replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
}

/**
 * @typedef {{ date: string, asOfTransferId: number, leafCount: number, totalXaf: number,
 *   rootHash: string, previousRecordHash: string | null }} LiabilityRecordFields
 * @typedef {{ sumXaf: number, hash: string }} PathStep
 * @typedef {{ date: string, balanceXaf: number, salt: string, leafIndex: number, path: PathStep[] }} LiabilityProofFields
 * @typedef {{ what: string, ok: boolean }} Check
 */

/** The six fields the record hash covers, in the order the docs list them. */
export const RECORD_FIELDS = /** @type {const} */ ([
  "date",
  "asOfTransferId",
  "leafCount",
  "totalXaf",
  "rootHash",
  "previousRecordHash",
]);

/**
 * The RFC 8785 (JCS) JSON of the record's six fields. The record is a flat object of strings,
 * safe integers and null, for which JCS is: members sorted by key (UTF-16 code units), no
 * whitespace, values as ECMAScript's JSON.stringify writes them. Tests check it against the
 * `canonicalize` package (the reference implementation). Throws a TypeError on another value.
 */
export function canonicalRecord(/** @type {LiabilityRecordFields} */ record) {
  const keys = [...RECORD_FIELDS].sort();
  const members = keys.map((k) => {
    const v = record[k];
    if (!(v === null || typeof v === "string" || Number.isSafeInteger(v)))
      throw new TypeError(`record.${k} is not a string, integer or null`);
    return `${JSON.stringify(k)}:${JSON.stringify(v)}`;
  });
  return `{${members.join(",")}}`;
}

/** The record hash, SHA-256 of the record's JCS JSON, as lower-case hex. */
export async function recordHash(/** @type {LiabilityRecordFields} */ record) {
  return toHex(await sha256(utf8.encode(canonicalRecord(record))));
}

/** Whether `signature` (base64url) is the Ed25519 signature of the 32 bytes of `recordHashHex` by `publicKey` (raw 32 bytes, base64url). */
export async function signatureValid(
  /** @type {string} */ recordHashHex,
  /** @type {string} */ signature,
  /** @type {string} */ publicKey,
) {
  try {
    const key = await crypto.subtle.importKey("raw", fromBase64Url(publicKey), { name: "Ed25519" }, false, ["verify"]);
    return await crypto.subtle.verify({ name: "Ed25519" }, key, fromBase64Url(signature), fromHex(recordHashHex));
  } catch {
    return false;
  }
}

/**
 * Checks a published record: its recordHash is the hash of its fields, its signature is the
 * operator's (`publicKey`), and, given the previous day's record, that it links to it.
 * @param {LiabilityRecordFields & { recordHash: string, signature: string }} record
 * @param {string} publicKey
 * @param {{ recordHash: string } | null} [previous]
 * @returns {Promise<Check[]>}
 */
export async function checkRecord(record, publicKey, previous) {
  /** @type {Check[]} */
  const checks = [];
  let hash = "";
  try {
    hash = await recordHash(record);
  } catch {}
  checks.push({ what: `recordHash ${record.recordHash} is SHA-256 of the record's JCS JSON`, ok: hash === record.recordHash });
  checks.push({
    what: "signature is the operator's Ed25519 signature of recordHash",
    ok: await signatureValid(hash, record.signature, publicKey),
  });
  if (previous !== undefined) {
    const expected = previous?.recordHash ?? null;
    checks.push({
      what: `previousRecordHash is the previous record's hash (${expected})`,
      ok: record.previousRecordHash === expected,
    });
  }
  return checks;
}

/**
 * Checks an investor's proof against a record (already checked with `checkRecord`): the leaf
 * made from the salt and balance, folded with each sibling up the path (side by the bits of
 * `leafIndex`, every sum a whole XAF >= 0), gives the record's root hash and total, at a leaf
 * index inside the record's leaves.
 * @param {LiabilityProofFields} proof
 * @param {LiabilityRecordFields} record
 * @returns {Promise<Check[]>}
 */
export async function checkProof(proof, record) {
  /** @type {Check[]} */
  const checks = [{ what: `the proof is for the record's day ${record.date}`, ok: proof.date === record.date }];
  const depth = Math.max(0, Math.ceil(Math.log2(Math.max(1, record.leafCount))));
  const path = Array.isArray(proof.path) ? proof.path : [];
  checks.push({ what: `the path has ${depth} siblings (a tree of ${record.leafCount} leaves)`, ok: path.length === depth });
  checks.push({
    what: `leafIndex ${proof.leafIndex} is one of the record's ${record.leafCount} leaves`,
    ok: Number.isSafeInteger(proof.leafIndex) && proof.leafIndex >= 0 && proof.leafIndex < record.leafCount,
  });
  const sums = path.every((s) => Number.isSafeInteger(s?.sumXaf) && s.sumXaf >= 0);
  checks.push({ what: "every sum on the path is a whole XAF amount >= 0", ok: sums });
  let folded = { sum: -1, hash: new Uint8Array() };
  try {
    let sum = proof.balanceXaf;
    let hash = await leafHash(fromHex(proof.salt), sum);
    for (const [level, step] of path.entries()) {
      const sibling = fromHex(step.hash);
      const left = Math.floor(proof.leafIndex / 2 ** level) % 2 === 1;
      hash = left ? await nodeHash(step.sumXaf, sum, sibling, hash) : await nodeHash(sum, step.sumXaf, hash, sibling);
      sum += step.sumXaf;
    }
    folded = { sum, hash };
  } catch {}
  checks.push({
    what: `balance ${proof.balanceXaf} XAF is a whole amount > 0`,
    ok: Number.isSafeInteger(proof.balanceXaf) && proof.balanceXaf > 0,
  });
  checks.push({ what: `the path leads to the root hash ${record.rootHash}`, ok: toHex(folded.hash) === record.rootHash });
  checks.push({ what: `the root's sum is the record's total ${record.totalXaf} XAF`, ok: folded.sum === record.totalXaf });
  return checks;
}
