/**
 * Where a statement page ends (docs/product-rules.md#statements, STM-2, STM-4): among the
 * user's transfers (entries sort by transfer id desc, then account asc) and among the
 * daily-return lines computed for days settled in aggregate (return-days.ts). Each kind keeps
 * its own place, so pages of the merged list neither repeat nor skip a line.
 */
import type { UserAccountKind } from "@app/schema/db/ledger";
import { LINES_TOP, type LinePosition } from "../returns/return-days";

/** The last transfer entry shown: its transfer id and account. */
export interface EntryPosition {
  id: number;
  account: UserAccountKind;
}

export interface Position {
  entry: EntryPosition;
  line: LinePosition;
}

/** Before every transfer. */
export const ENTRIES_TOP: EntryPosition = { id: Number.MAX_SAFE_INTEGER, account: "" as UserAccountKind };

/** Before every entry and line: the first page's position. */
export const TOP: Position = { entry: ENTRIES_TOP, line: LINES_TOP };

/** Parses a cursor the contract has already checked (STATEMENT_CURSOR_PATTERN); none is the top. */
export function parseCursor(cursor: string | undefined): Position {
  if (!cursor) return TOP;
  const [entry, line] = cursor.split("~") as [string, string];
  const [id, account] = entry.split(".");
  const [day, investmentId] = line.split(".");
  return {
    entry: entry === "top" ? ENTRIES_TOP : { id: Number(id), account: account as UserAccountKind },
    line: line === "top" ? LINES_TOP : { day: day!, investmentId: Number(investmentId) },
  };
}

/** The cursor of a position (null: no older entries). */
export function cursorOf(p: Position | null): string | null {
  if (!p) return null;
  const entry = p.entry.id === ENTRIES_TOP.id ? "top" : `${p.entry.id}.${p.entry.account}`;
  const line = p.line.day === LINES_TOP.day ? "top" : `${p.line.day}.${p.line.investmentId}`;
  return `${entry}~${line}`;
}
