/**
 * Rewrites the French .po catalogs of the PWA and the admin SPA with no-break spaces where
 * French typography wants them (web/src/french-typography.ts): run it after
 * `npm run extract` and translating. Only msgstr lines change; prints the files it fixed.
 *
 *   node scripts/fix-french-typography.mjs
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
// Kept in step with RULES in web/src/french-typography.ts (the tests there check the catalogs).
const RULES = [
  [/ +(?=[:;?!»])/g, NBSP],
  [/(?<=«) +/g, NBSP],
  [/(?<=\d) (?=\d{3}(?!\d))/g, NNBSP],
  [/(?<=\d) (?=(?:FCFA|XAF|%|h\b))/g, NBSP],
];
const fix = (text) => RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

for (const app of ["pwa", "admin"]) {
  const dir = join(app, "src/locales/fr");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".po"))) {
    const path = join(dir, name);
    const before = readFileSync(path, "utf8");
    let inMsgstr = false;
    const after = before
      .split("\n")
      .map((line) => {
        if (line.startsWith("msgstr ")) inMsgstr = true;
        else if (!line.startsWith('"')) inMsgstr = false;
        return inMsgstr ? fix(line) : line;
      })
      .join("\n");
    if (after !== before) {
      writeFileSync(path, after);
      console.log(`fixed ${path}`);
    }
  }
}
