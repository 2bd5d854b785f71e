/**
 * An investor submits their identity for tier 2 (docs/product-rules.md#identity, IDV-1..IDV-3):
 * legal name, date of birth, the CNI or passport number, a photo of the document and a
 * selfie. Every check runs before anything is stored: the age (setting `ageOfMajority`), the
 * one open submission, both images (image-files.ts). Then the images go to the private R2
 * bucket and the row to D1; if the row cannot be written the images are deleted again.
 * Raises `invalid_input` (400, the field named), `under_age` (409, `dateOfBirth`),
 * `identity_pending`, `identity_already_verified` (409).
 */
import type { IdentityStatus, IdentitySubmissionInput } from "@app/schema/contracts/identity";
import { ageOn } from "@app/schema/contracts/identity";
import { ApiError } from "../../lib/api-error";
import { doualaDay } from "../../lib/douala-date";
import { ageOfMajority } from "./age-of-majority";
import { type CheckedImage, checkedImage } from "./image-files";
import { identityStatusOf } from "./views";

type Investor = { id: number; identity_verified_at: string | null };

/** Stores submission `input` with form files `files.documentPhoto` and `files.selfie` of `user` (see the module's comment). */
export async function submitIdentity(
  db: D1Database,
  bucket: R2Bucket,
  user: Investor,
  input: IdentitySubmissionInput,
  files: { documentPhoto: unknown; selfie: unknown },
): Promise<IdentityStatus> {
  const age = await ageOfMajority(db);
  if (ageOn(input.dateOfBirth, doualaDay()) < age) {
    const message = `You must be at least ${age} years old to verify your identity.`;
    throw new ApiError("under_age", message, [{ field: "dateOfBirth", code: "under_age", message, minimum: age }]);
  }
  const document = await checkedImage("documentPhoto", files.documentPhoto);
  const selfie = await checkedImage("selfie", files.selfie);
  if (user.identity_verified_at) throw new ApiError("identity_already_verified", "Your identity is already verified.");
  if (await openCheck(db, user.id)) throw pending();

  const prefix = `identity/${user.id}/${crypto.randomUUID()}`;
  const keys = { document: `${prefix}/document`, selfie: `${prefix}/selfie` };
  await Promise.all([put(bucket, keys.document, document), put(bucket, keys.selfie, selfie)]);
  try {
    await db
      .prepare(
        `INSERT INTO identity_checks (user_id, full_legal_name, date_of_birth, document_type, document_number,
           document_key, document_content_type, document_size_bytes, document_sha256,
           selfie_key, selfie_content_type, selfie_size_bytes, selfie_sha256)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        user.id,
        input.fullLegalName,
        input.dateOfBirth,
        input.documentType,
        input.documentNumber.toUpperCase(),
        keys.document,
        document.contentType,
        document.sizeBytes,
        document.sha256,
        keys.selfie,
        selfie.contentType,
        selfie.sizeBytes,
        selfie.sha256,
      )
      .run();
  } catch (err) {
    await bucket.delete([keys.document, keys.selfie]);
    if (err instanceof Error && /UNIQUE constraint failed: identity_checks/.test(err.message)) throw pending();
    throw err;
  }
  return identityStatusOf(db, user);
}

function openCheck(db: D1Database, userId: number) {
  return db.prepare("SELECT id FROM identity_checks WHERE user_id = ? AND status = 'submitted'").bind(userId).first();
}

function put(bucket: R2Bucket, key: string, image: CheckedImage) {
  return bucket.put(key, image.bytes, { httpMetadata: { contentType: image.contentType }, sha256: image.sha256 });
}

function pending(): ApiError {
  return new ApiError("identity_pending", "Your identity check is already waiting for a decision.");
}
