/**
 * Staff open an identity check's image (docs/product-rules.md#identity, IDV-6): streamed from
 * the private R2 bucket, never cached, and each view written to the audit log
 * (`identity.file_view`) before a byte is sent. Raises `not_found` (404).
 */
import type { IdentityFileKind } from "@app/schema/contracts/identity";
import { ApiError } from "../../lib/api-error";
import type { AdminRow } from "../admins/accounts";
import { auditStatement } from "../admins/audit-log";
import { identityCheckRow } from "./views";

/** The image `kind` of check `checkId` as a response body, after auditing the view. */
export async function openIdentityFile(
  db: D1Database,
  bucket: R2Bucket,
  admin: AdminRow,
  checkId: number,
  kind: IdentityFileKind,
): Promise<{ body: ReadableStream; contentType: string; sizeBytes: number }> {
  const check = await identityCheckRow(db, checkId);
  const key = kind === "document" ? check.document_key : check.selfie_key;
  await auditStatement(db, admin, "identity.file_view", { type: "user", id: check.user_id }, { checkId, kind }).run();
  const object = key ? await bucket.get(key) : null;
  if (!object) throw new ApiError("not_found", "This image is no longer stored.");
  const contentType = kind === "document" ? check.document_content_type : check.selfie_content_type;
  // The front ends type-check this file with the DOM's streams, which differ from workerd's in name only.
  return { body: object.body as unknown as ReadableStream, contentType, sizeBytes: object.size };
}
