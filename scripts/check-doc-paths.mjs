/**
 * Lint step: every file path a document names exists, and every link to a section of a
 * document names a heading it has. Read: the repository's Markdown files (their links and
 * the paths in their code spans) and the `docs/…md#section` references in source comments.
 * A path is looked up from the repository root, from the document's folder and from the
 * roots documents write paths from (`worker/src/`, `pwa/src/`, …). Prints each broken
 * reference with its file and line; exits 1 when there is one.
 *
 * Usage: node scripts/check-doc-paths.mjs
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";

const root = path.resolve(import.meta.dirname, "..");
/** Folders a document may write a path from, besides the root and its own folder. */
const BASES = [
  "worker/src",
  "worker",
  "schema/src",
  "schema",
  "pwa/src",
  "pwa",
  "admin/src",
  "admin",
  "web/src",
  "web",
  "simulator/src",
  "simulator",
  "docs",
  "node_modules",
];
/**
 * A path with a folder and a file extension anywhere in prose or a comment: `worker/src/lib/hash-gate.ts`,
 * `services/auth/passwords.ts`, `docs/product-rules.md#rate-limits`. Not `./x.ts` nor `../x.ts` (imports, checked
 * by the compiler) nor a URL's path.
 */
const PROSE_PATH = /(?<![\w/.:@-])((?:[\w@-][\w@.-]*\/)+[\w@.-]+\.(?:tsx|ts|mjs|js|md|css|json|toml|sql))(?![\w])(?:#([\w-]+))?/g;
/** What a path in a code span ends with: a file extension or a folder's slash. */
const PATH_LIKE = /^[\w@.-][\w@./-]*(\.(ts|tsx|mjs|js|json|md|css|toml|sql|html|svg|po|yml|yaml|txt)|\/)$/;

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const markdown = tracked.filter((f) => f.endsWith(".md"));
const sources = tracked.filter((f) => /\.(ts|tsx|mjs|js|css)$/.test(f) && !f.endsWith(".gen.ts"));

/** The heading anchors of a Markdown file, as GitHub makes them (github-slugger). */
const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const slugger = new GithubSlugger();
    const text = readFileSync(path.join(root, file), "utf8");
    const anchors = new Set();
    for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) anchors.add(slugger.slug(m[1]));
    for (const m of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]);
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** The repository-relative file `ref` (a path from `fromDir`) resolves to, or null. */
function resolve(ref, fromDir) {
  const clean = ref.replace(/^\.\//, "");
  for (const base of [fromDir, "", ...BASES]) {
    const candidate = path.normalize(path.join(base, clean));
    if (candidate.startsWith("..")) continue;
    if (existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** The comment on a source line: the whole line inside a block comment, else what follows `//`. */
function commentOf(line) {
  if (/^\s*(\/\*|\*|\/\/)/.test(line)) return line;
  const at = line.search(/\s\/\/\s|\/\*/);
  return at === -1 ? "" : line.slice(at);
}

const broken = [];
let checked = 0;
/** Checks one reference `ref` (a path, maybe with `#section`, written from `fromDir`) named at `file:line`. */
function check(ref, file, line, fromDir = path.dirname(file)) {
  const [target, hash] = ref.split("#");
  if (hash === "anchor") return; // the placeholder in "cite `docs/product-rules.md#anchor`"
  if (/(^|\/)(out|dist|\.wrangler)\//.test(target)) return; // a build's or a benchmark's output, written when it runs
  checked += 1;
  const found = target === "" ? file : resolve(target, fromDir);
  if (!found) {
    broken.push(`${file}:${line}: ${ref} does not exist`);
    return;
  }
  if (hash && found.endsWith(".md")) {
    if (!anchorsOf(found).has(hash)) broken.push(`${file}:${line}: ${found} has no section #${hash}`);
  }
}

for (const file of markdown) {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  let fenced = false;
  lines.forEach((text, i) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const ref = m[1];
      if (/^[a-z]+:/i.test(ref)) continue; // https:, mailto:
      check(decodeURI(ref), file, i + 1);
    }
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const ref = m[1].replace(/[),.:;]+$/, "");
      if (!PATH_LIKE.test(ref.split("#")[0]) || /[*<>{}$]/.test(ref) || ref.startsWith("/")) continue;
      // A bare name (`wrangler.toml`, `api/`) is named, not pointed at.
      if (!/\/./.test(ref) && !ref.endsWith(".md")) continue;
      check(ref, file, i + 1);
    }
    for (const m of text.replace(/`[^`]*`|\]\([^)]*\)/g, "").matchAll(PROSE_PATH)) check(m[0], file, i + 1);
  });
}

for (const file of sources) {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  lines.forEach((text, i) => {
    for (const m of commentOf(text).matchAll(PROSE_PATH)) check(m[0], file, i + 1);
    for (const m of text.matchAll(/\.\.\/shared\/[\w./-]+/g)) broken.push(`${file}:${i + 1}: ${m[0]} is outside the repository`);
  });
}

if (broken.length > 0) {
  console.error(`Documents name ${broken.length} path(s) that do not exist:\n${broken.join("\n")}`);
  process.exit(1);
}
console.log(
  `check-doc-paths: the ${checked} paths named in ${markdown.length} documents and ${sources.length} source files exist.`,
);
