/**
 * Every French message of this app keeps French typography: no-break spaces before
 * `: ; ? !`, inside numbers and before units (docs/product-rules.md#languages), and none is
 * left empty. `node scripts/fix-french-typography.mjs` fixes the spaces after an extract.
 */
import { readdirSync, readFileSync } from "node:fs";
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
