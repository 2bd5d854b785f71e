/**
 * Announcements (docs/product-rules.md#notifications): staff write one row that reaches
 * every investor while it is active; every action is audited in the same batch.
 * Raises `not_found` (404) for an unknown id.
 */
import type { AnnouncementInput, AnnouncementPatchInput, AnnouncementView } from "@app/schema/contracts/notifications";
import type { AdminPage, ListFilter } from "@app/schema/contracts/admin-lists";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { readPage } from "../lists/keyset-page";

interface AnnouncementRow {
  id: number;
  title: string;
  message: string;
  is_active: number;
  admin_username: string | null;
  read_count: number;
  created_at: string;
  updated_at: string;
}

// The read count is kept by triggers on announcement_reads (migration 0045, NOT-6): no read row is counted here.
const SELECT = `SELECT a.id, a.title, a.message, a.is_active, ad.username AS admin_username, a.read_count,
  a.created_at, a.updated_at
  FROM announcements a LEFT JOIN admins ad ON ad.id = a.admin_id`;

function toView(r: AnnouncementRow): AnnouncementView {
  return {
    id: r.id,
    title: r.title,
    message: r.message,
    isActive: r.is_active === 1,
    adminUsername: r.admin_username ?? "",
    readCount: r.read_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * One page of the announcements, newest first, with how many investors have read each (the
 * kept count) and the total, by the admin lists' keyset reader (docs/product-rules.md#admin-lists,
 * LST-1 to LST-3; #notifications, NOT-6): one batch, the page by the primary key, the total
 * capped at LIST_COUNT_CAP + 1.
 */
export async function listAnnouncements(db: D1Database, filter: ListFilter<never>): Promise<AdminPage<AnnouncementView, never>> {
  const page = await readPage<AnnouncementRow, never>(db, {
    select: SELECT,
    countFrom: "FROM announcements a",
    id: "a.id",
    where: [],
    statusSql: "''",
    statuses: [],
    filter,
    rowId: (r) => r.id,
  });
  return { ...page, items: page.items.map(toView) };
}

async function getAnnouncement(db: D1Database, id: number): Promise<AnnouncementView> {
  const row = await db.prepare(`${SELECT} WHERE a.id = ?`).bind(id).first<AnnouncementRow>();
  if (!row) throw new ApiError("not_found", "Announcement not found.");
  return toView(row);
}

/** Creates an active announcement: one insert however many investors it reaches. */
export async function createAnnouncement(
  db: D1Database,
  admin: Pick<AdminRow, "id" | "username">,
  input: AnnouncementInput,
): Promise<AnnouncementView> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare("INSERT INTO announcements (title, message, admin_id) VALUES (?, ?, ?) RETURNING id")
      .bind(input.title, input.message, admin.id),
    auditStatement(db, admin, "announcement.create", undefined, { title: input.title }),
  ]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) throw new ApiError("not_found", "Announcement not found.");
  return getAnnouncement(db, id);
}

/** Rewords an announcement or switches it on or off. */
export async function updateAnnouncement(
  db: D1Database,
  admin: Pick<AdminRow, "id" | "username">,
  id: number,
  input: AnnouncementPatchInput,
): Promise<AnnouncementView> {
  const now = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
  // Every field sent is applied; a field not sent keeps its value (COALESCE of NULL).
  const update = db
    .prepare(
      `UPDATE announcements SET title = COALESCE(?, title), message = COALESCE(?, message),
              is_active = COALESCE(?, is_active), updated_at = ${now} WHERE id = ?`,
    )
    .bind(input.title ?? null, input.message ?? null, input.isActive === undefined ? null : input.isActive ? 1 : 0, id);
  const [res] = await db.batch([
    update,
    auditStatement(db, admin, "announcement.update", { type: "announcement", id }, input, {
      sql: "EXISTS (SELECT 1 FROM announcements WHERE id = ?)",
      params: [id],
    }),
  ]);
  if (!res || res.meta.changes === 0) throw new ApiError("not_found", "Announcement not found.");
  return getAnnouncement(db, id);
}

/** Deletes an announcement and its read rows. */
export async function deleteAnnouncement(db: D1Database, admin: Pick<AdminRow, "id" | "username">, id: number): Promise<void> {
  const [audit] = await db.batch([
    auditStatement(db, admin, "announcement.delete", { type: "announcement", id }, undefined, {
      sql: "EXISTS (SELECT 1 FROM announcements WHERE id = ?)",
      params: [id],
    }),
    db.prepare("DELETE FROM announcement_reads WHERE announcement_id = ?").bind(id),
    db.prepare("DELETE FROM announcements WHERE id = ?").bind(id),
  ]);
  if (!audit || audit.meta.changes === 0) throw new ApiError("not_found", "Announcement not found.");
}
