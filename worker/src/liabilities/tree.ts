/**
 * The Merkle sum tree's shape and the in-memory part of building it (docs/proof-of-liabilities.md).
 * Leaves sorted by hash are padded to 2^height with empty leaves; a node's sum is its
 * children's and its hash commits to both sums and both hashes (schema/src/liabilities-proof.js,
 * the one definition of the hashes). The build stores nodes from the block level up; a proof
 * recomputes the levels below it from its block's leaves.
 */
import { emptyLeafHash, nodeHash } from "@app/schema/liabilities-proof";

/** A node or leaf: whole XAF and its 32-byte hash. */
export interface SumHash {
  sum: number;
  hash: Uint8Array;
}

/** Leaves per block, as a level: proofs read a block's 64 leaves, nodes are stored from here up. */
export const BLOCK_LEVEL = 6;

/** Levels above the leaves of a tree of `leafCount` leaves: the least h with 2^h >= leafCount (0 for 0 or 1). */
export function treeHeight(leafCount: number): number {
  let h = 0;
  while (2 ** h < leafCount) h++;
  return h;
}

/** The level stored nodes start at in a tree of `height`: the block level, or the root's in a smaller tree. */
export function blockLevel(height: number): number {
  return Math.min(BLOCK_LEVEL, height);
}

const empties: Promise<SumHash>[] = [];
/** The node over 2^level empty leaves: sum 0, its hash built up from SHA-256("LPOL1:empty"). */
export function emptySubtree(level: number): Promise<SumHash> {
  for (let l = empties.length; l <= level; l++) {
    empties[l] =
      l === 0
        ? emptyLeafHash().then((hash) => ({ sum: 0, hash }))
        : empties[l - 1]!.then(async (e) => ({ sum: 0, hash: await nodeHash(0, 0, e.hash, e.hash) }));
  }
  return empties[level]!;
}

/** The parent of two nodes. */
export async function parentOf(left: SumHash, right: SumHash): Promise<SumHash> {
  return { sum: left.sum + right.sum, hash: await nodeHash(left.sum, right.sum, left.hash, right.hash) };
}

/**
 * The levels above `nodes` (consecutive nodes of level `level`, the first at an even
 * position), `up` levels up: answers `[level + 1 nodes, level + 2 nodes, ...]`, each level
 * half the one below, rounded up; a missing right child is the empty subtree of its level.
 */
export async function levelsAbove(nodes: SumHash[], level: number, up: number): Promise<SumHash[][]> {
  const out: SumHash[][] = [];
  let below = nodes;
  for (let l = level; l < level + up; l++) {
    const empty = await emptySubtree(l);
    const pairs = Array.from(
      { length: Math.ceil(below.length / 2) },
      (_, i) => [below[2 * i]!, below[2 * i + 1] ?? empty] as const,
    );
    below = await Promise.all(pairs.map(([left, right]) => parentOf(left, right)));
    out.push(below);
  }
  return out;
}

/**
 * The siblings of leaf `offset` within its block (`leaves`, the block's leaves in order) up
 * to the block's node: one per level below `up`, missing leaves being empty.
 */
export async function blockPath(leaves: SumHash[], offset: number, up: number): Promise<SumHash[]> {
  const path: SumHash[] = [];
  let level: SumHash[] = leaves;
  for (let l = 0; l < up; l++) {
    const at = offset >> l;
    path.push(level[at ^ 1] ?? (await emptySubtree(l)));
    level = (await levelsAbove(level, l, 1))[0]!;
  }
  return path;
}
