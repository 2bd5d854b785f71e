/**
 * Reading and filling in a `.dev.vars` file (wrangler's local secrets, KEY=value lines), for
 * the local keys `npm start` makes when they are missing (vapid-keys.mjs, liabilities-keys.mjs).
 */
import { readFileSync, writeFileSync } from "node:fs";

/** The value of `name` in the `.dev.vars` text (quotes and blanks removed), "" when absent or blank. */
export function devVar(text, name) {
  return new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*"?([^"\\n]*)"?[ \\t]*$`, "m").exec(text)?.[1]?.trim() ?? "";
}

/**
 * Writes `updates` ({ NAME: value }) into `file`, replacing a line of the same name or adding
 * one at the end; writes nothing when `updates` is empty. Returns the names written.
 */
export function writeDevVars(file, updates) {
  let text = readFileSync(file, "utf8");
  for (const [name, value] of Object.entries(updates)) {
    const line = new RegExp(`^[ \\t]*${name}[ \\t]*=.*$`, "m");
    text = line.test(text) ? text.replace(line, `${name}=${value}`) : `${text.replace(/\n*$/, "\n")}${name}=${value}\n`;
  }
  if (Object.keys(updates).length > 0) writeFileSync(file, text);
  return Object.keys(updates);
}
