/**
 * Identity checks (docs/product-rules.md#identity, IDV-1..IDV-7): what an investor submitted
 * to reach tier 2 and what staff decided. The two images live in the private R2 bucket
 * `IDENTITY_FILES`, never here: D1 keeps their keys, sizes, SHA-256 and types. One open
 * (`submitted`) check per investor (the partial unique index); after a rejection they may
 * submit again. Two staff approving one sets `users.identity_verified_at`. Erasure and the end
 * of a closed account's retention delete the images and clear the personal fields (DATA-7).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { IDENTITY_CHECK_STATUSES, IDENTITY_DOCUMENT_TYPES, IDENTITY_FILE_TYPES } from "../contracts/identity";
import { oneOf } from "./checks";
import { admins, users } from "./users";

export const identityChecks = sqliteTable(
  "identity_checks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Null once the account's personal data is reduced (DATA-7), as are the other personal fields and the keys. */
    fullLegalName: text("full_legal_name"),
    /** YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth"),
    documentType: text("document_type", { enum: IDENTITY_DOCUMENT_TYPES }).notNull(),
    documentNumber: text("document_number"),
    /** R2 key of the document's photo. */
    documentKey: text("document_key"),
    documentContentType: text("document_content_type", { enum: IDENTITY_FILE_TYPES }).notNull(),
    documentSizeBytes: integer("document_size_bytes").notNull(),
    /** Hex SHA-256 of the stored bytes. */
    documentSha256: text("document_sha256").notNull(),
    selfieKey: text("selfie_key"),
    selfieContentType: text("selfie_content_type", { enum: IDENTITY_FILE_TYPES }).notNull(),
    selfieSizeBytes: integer("selfie_size_bytes").notNull(),
    selfieSha256: text("selfie_sha256").notNull(),
    status: text("status", { enum: IDENTITY_CHECK_STATUSES }).notNull().default("submitted"),
    /** Why staff rejected it, shown to the investor. */
    reason: text("reason"),
    submittedAt: text("submitted_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    decidedBy: integer("decided_by").references(() => admins.id),
    decidedByUsername: text("decided_by_username"),
    decidedAt: text("decided_at"),
    /** When the images were deleted from R2 and the personal fields cleared (erasure, end of retention: DATA-7). */
    reducedAt: text("reduced_at"),
  },
  (t) => [
    // One open submission per investor (IDV-3).
    uniqueIndex("identity_checks_open").on(t.userId).where(sql`${t.status} = 'submitted'`),
    index("identity_checks_user").on(t.userId, t.id),
    index("identity_checks_status").on(t.status, t.id),
    // Reduced checks whose images are still to be deleted from R2 (DATA-7): a bounded sweep by this index.
    index("identity_checks_files_left")
      .on(t.id)
      .where(sql`${t.reducedAt} IS NOT NULL AND (${t.documentKey} IS NOT NULL OR ${t.selfieKey} IS NOT NULL)`),
    check("identity_checks_status_check", oneOf(t.status, IDENTITY_CHECK_STATUSES)),
    check("identity_checks_document_type", oneOf(t.documentType, IDENTITY_DOCUMENT_TYPES)),
    check("identity_checks_document_content_type", oneOf(t.documentContentType, IDENTITY_FILE_TYPES)),
    check("identity_checks_selfie_content_type", oneOf(t.selfieContentType, IDENTITY_FILE_TYPES)),
    check("identity_checks_sizes", sql`${t.documentSizeBytes} > 0 AND ${t.selfieSizeBytes} > 0`),
  ],
);
