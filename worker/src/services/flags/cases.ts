/**
 * Staff's side of the money-laundering flags (docs/product-rules.md#aml-flags, AML-6): the
 * Flags tab's list (keyset pages, filter by rule and state), a flag's page with its notes,
 * adding a note, and the two-person closing: one staff proposes closing with a note
 * (open → closing), a different staff confirms with a note (closing → closed). Each guard is
 * in the UPDATE; every action is audited in the same batch. Raises `not_found` (404),
 * `already_decided` (409: the flag is not in the state the action needs) and `same_admin`
 * (403: the proposer tries to confirm).
 */
import {
  FLAG_PAGE_SIZE,
  type FlagList,
  type FlagListQuery,
  type FlagNoteView,
  type FlagRule,
  type FlagState,
  type FlagSummary,
  type FlagView,
} from "@app/schema/contracts/flags";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";

interface FlagRow {
  id: number;
  rule: FlagRule;
  state: FlagState;
  user_id: number;
  full_name: string | null;
  phone: string | null;
  subject: string;
  raised_at: string;
  close_proposed_by: number | null;
  close_proposed_by_username: string | null;
  close_proposal_note: string | null;
  close_proposed_at: string | null;
  closed_by_username: string | null;
  close_note: string | null;
  closed_at: string | null;
}

const SELECT = `SELECT f.*, u.full_name, u.phone FROM flags f JOIN users u ON u.id = f.user_id`;

function toSummary(r: FlagRow): FlagSummary {
  return {
    id: r.id,
    rule: r.rule,
    state: r.state,
    userId: r.user_id,
    userName: r.full_name,
    userPhone: r.phone,
    subject: JSON.parse(r.subject) as Record<string, unknown>,
    raisedAt: r.raised_at,
  };
}

/** One page of flags, newest first, filtered by rule and state (by the `flags_rule_state` / `flags_state` indexes). */
export async function listFlags(db: D1Database, q: FlagListQuery): Promise<FlagList> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.rule) {
    where.push("f.rule = ?");
    params.push(q.rule);
  }
  if (q.state) {
    where.push("f.state = ?");
    params.push(q.state);
  }
  if (q.cursor) {
    where.push("f.id < ?");
    params.push(Number(q.cursor));
  }
  const { results } = await db
    .prepare(`${SELECT} ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY f.id DESC LIMIT ?`)
    .bind(...params, FLAG_PAGE_SIZE + 1)
    .all<FlagRow>();
  const items = results.slice(0, FLAG_PAGE_SIZE).map(toSummary);
  return { items, nextCursor: results.length > FLAG_PAGE_SIZE ? String(items.at(-1)!.id) : null };
}

/** Flag `id` with its closing and notes (oldest first, at most 200); 404 when there is none. */
export async function getFlag(db: D1Database, id: number): Promise<FlagView> {
  const [flag, notes] = await db.batch<unknown>([
    db.prepare(`${SELECT} WHERE f.id = ?`).bind(id),
    db.prepare("SELECT id, admin_username, note, created_at FROM flag_notes WHERE flag_id = ? ORDER BY id LIMIT 200").bind(id),
  ]);
  const row = (flag!.results as FlagRow[])[0];
  if (!row) throw new ApiError("not_found", "No such flag.");
  return {
    ...toSummary(row),
    closeProposedBy: row.close_proposed_by_username,
    closeProposalNote: row.close_proposal_note,
    closeProposedAt: row.close_proposed_at,
    closedBy: row.closed_by_username,
    closeNote: row.close_note,
    closedAt: row.closed_at,
    notes: (notes!.results as { id: number; admin_username: string; note: string; created_at: string }[]).map(
      (n): FlagNoteView => ({ id: n.id, adminUsername: n.admin_username, note: n.note, createdAt: n.created_at }),
    ),
  };
}

/** Adds `note` to flag `id`'s case, audited (`flag.note`). */
export async function addFlagNote(db: D1Database, admin: AdminRow, id: number, note: string): Promise<FlagView> {
  const exists = { sql: "EXISTS (SELECT 1 FROM flags WHERE id = ?)", params: [id] };
  const [insert] = await db.batch([
    db
      .prepare(`INSERT INTO flag_notes (flag_id, admin_id, admin_username, note) SELECT ?, ?, ?, ? WHERE ${exists.sql}`)
      .bind(id, admin.id, admin.username, note, ...exists.params),
    auditStatement(db, admin, "flag.note", { type: "flag", id }, { note }, exists),
  ]);
  if (insert!.meta.changes === 0) throw new ApiError("not_found", "No such flag.");
  return getFlag(db, id);
}

/** First staff: proposes closing open flag `id` with `note` (open → closing), audited (`flag.close_proposed`). */
export async function proposeFlagClosing(db: D1Database, admin: AdminRow, id: number, note: string): Promise<FlagView> {
  const changed = {
    sql: "EXISTS (SELECT 1 FROM flags WHERE id = ? AND state = 'closing' AND close_proposed_by = ? AND close_proposed_at = ?)",
  };
  const now = new Date().toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE flags SET state = 'closing', close_proposed_by = ?, close_proposed_by_username = ?, close_proposal_note = ?,
                close_proposed_at = ? WHERE id = ? AND state = 'open'`,
      )
      .bind(admin.id, admin.username, note, now, id),
    auditStatement(
      db,
      admin,
      "flag.close_proposed",
      { type: "flag", id },
      { note },
      {
        sql: changed.sql,
        params: [id, admin.id, now],
      },
    ),
  ]);
  if (update!.meta.changes === 0) await refuse(db, id, "Only an open flag can be proposed for closing.");
  return getFlag(db, id);
}

/**
 * Second staff: confirms the closing of flag `id` with `note` (closing → closed), audited
 * (`flag.closed`). The guard `close_proposed_by <> ?` is in the UPDATE (and a CHECK on the
 * table), so the proposer can never close their own proposal.
 */
export async function confirmFlagClosing(db: D1Database, admin: AdminRow, id: number, note: string): Promise<FlagView> {
  const now = new Date().toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE flags SET state = 'closed', closed_by = ?, closed_by_username = ?, close_note = ?, closed_at = ?
          WHERE id = ? AND state = 'closing' AND close_proposed_by <> ?`,
      )
      .bind(admin.id, admin.username, note, now, id, admin.id),
    auditStatement(
      db,
      admin,
      "flag.closed",
      { type: "flag", id },
      { note },
      {
        sql: "EXISTS (SELECT 1 FROM flags WHERE id = ? AND state = 'closed' AND closed_by = ? AND closed_at = ?)",
        params: [id, admin.id, now],
      },
    ),
  ]);
  if (update!.meta.changes === 0) {
    const row = await db.prepare("SELECT state, close_proposed_by FROM flags WHERE id = ?").bind(id).first<{
      state: FlagState;
      close_proposed_by: number | null;
    }>();
    if (row?.state === "closing" && row.close_proposed_by === admin.id) {
      throw new ApiError("same_admin", "A different staff member must confirm the closing you proposed.");
    }
    await refuse(db, id, "Only a flag proposed for closing can be closed.");
  }
  return getFlag(db, id);
}

/** 404 when flag `id` does not exist, else 409 `already_decided` with `message`. */
async function refuse(db: D1Database, id: number, message: string): Promise<never> {
  const row = await db.prepare("SELECT 1 AS one FROM flags WHERE id = ?").bind(id).first();
  if (!row) throw new ApiError("not_found", "No such flag.");
  throw new ApiError("already_decided", message);
}
