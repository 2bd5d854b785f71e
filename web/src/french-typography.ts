/**
 * French typography of the catalogs (docs/product-rules.md#languages): a no-break space
 * before `: ; ? !` and `»`, after `«`, between the digit groups of a number and between
 * a number and its unit (FCFA, XAF, %, h), so a line never breaks inside '25 000 FCFA'
 * or before a colon. `fixFrenchTypography` rewrites a text; `frenchTypographyProblems`
 * names what is wrong in one, for the catalog tests of both SPAs.
 */

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** [what is wrong, pattern of the plain space, replacement]. */
const RULES: [string, RegExp, string][] = [
  ["space before : ; ? ! or »", / +(?=[:;?!»])/g, NBSP],
  ["space after «", /(?<=«) +/g, NBSP],
  ["space inside a number", /(?<=\d) (?=\d{3}(?!\d))/g, NNBSP],
  ["space between a number and its unit", /(?<=\d) (?=(?:FCFA|XAF|%|h\b))/g, NBSP],
];

/** `text` with the ordinary spaces the rules name made no-break ones. */
export function fixFrenchTypography(text: string): string {
  return RULES.reduce((out, [, pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** The rules `text` breaks, each once; empty when it is right. */
export function frenchTypographyProblems(text: string): string[] {
  return RULES.filter(([, pattern]) => new RegExp(pattern.source).test(text)).map(([name]) => name);
}

/** Each msgstr of a .po catalog, its continuation lines joined, with the msgid it translates. */
export function poTranslations(po: string): { msgid: string; msgstr: string }[] {
  const out: { msgid: string; msgstr: string }[] = [];
  let field: "msgid" | "msgstr" | null = null;
  let current = { msgid: "", msgstr: "" };
  const flush = () => {
    if (current.msgid !== "") out.push(current);
    current = { msgid: "", msgstr: "" };
  };
  for (const line of po.split("\n")) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      if (start[1] === "msgid") flush();
      field = start[1] as "msgid" | "msgstr";
      current[field] = JSON.parse(`"${start[2]}"`);
    } else if (field && /^".*"$/.test(line)) {
      current[field] += JSON.parse(line);
    } else {
      field = null;
    }
  }
  flush();
  return out;
}

/**
 * What is wrong with one French .po catalog's text: each empty msgstr and each missing
 * no-break space, as `msgid: problem` lines; none when the catalog is right. The pwa and
 * admin catalog tests call it for every file of their `locales/fr/`.
 */
export function catalogProblems(po: string): string[] {
  return poTranslations(po).flatMap(({ msgid, msgstr }) => [
    ...(msgstr.trim() === "" ? [`${msgid}: empty`] : []),
    ...frenchTypographyProblems(msgstr).map((p) => `${msgid}: ${p}`),
  ]);
}
