/**
 * Every French message of this app keeps French typography: no-break spaces before
 * `: ; ? !`, inside numbers and before units (docs/product-rules.md#languages), and none is
 * left empty. `node scripts/fix-french-typography.mjs` fixes the spaces after an extract.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogProblems, poTranslations } from "@app/web/french-typography";

const dir = fileURLToPath(new URL("./fr/", import.meta.url));
const catalogs = readdirSync(dir).filter((name) => name.endsWith(".po"));

describe("French catalogs", () => {
  it.each(catalogs)("%s: every msgstr is filled and uses no-break spaces where French wants them", (name) => {
    const po = readFileSync(dir + name, "utf8");
    expect(poTranslations(po).length).toBeGreaterThan(0);
    expect(catalogProblems(po)).toEqual([]);
  });
});

/** Every .tsx and .ts source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("punctuation the catalogs cannot space", () => {
  // Text glued after a message ("</Trans>: ") gets no French space; a JSX ternary ("</Trans> : (") has one before it,
  // and a statement's semicolon ends its line.
  it("no : ; ? ! is written in the code right after a translated text (issue 34: 'Jours versés:')", () => {
    const src = fileURLToPath(new URL("../", import.meta.url));
    const glued = sources(src).flatMap((path) =>
      [...readFileSync(path, "utf8").matchAll(/<\/Trans>(?:[:?!]|;(?!\s*$))/gm)].map((m) => `${path.slice(src.length)}: ${m[0]}`),
    );
    expect(glued).toEqual([]);
  });
});
