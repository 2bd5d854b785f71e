/**
 * The images of an identity submission (docs/product-rules.md#identity, IDV-2): a form value
 * is accepted only when it is a file of 1 byte to 5 MB whose first bytes are a JPEG, PNG or
 * WebP image of the type it declares. Raises `invalid_input` (400) naming the field:
 * `required`, `too_big` (with `maximum` in bytes) or `invalid_format`.
 */
import { IDENTITY_FILE_MAX_BYTES, type IdentityFileType } from "@app/schema/contracts/identity";
import { ApiError, invalidField } from "../../lib/api-error";

/** An image that passed the checks, with what D1 keeps of it. */
export interface CheckedImage {
  bytes: ArrayBuffer;
  contentType: IdentityFileType;
  sizeBytes: number;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
}

/** The image type `head` (the file's first bytes) starts with, or null. */
export function sniffImageType(head: Uint8Array): IdentityFileType | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

/** Checks form value `value` of `field` and reads it (see the module's comment). */
export async function checkedImage(field: string, value: unknown): Promise<CheckedImage> {
  if (!(value instanceof File) || value.size === 0) {
    throw invalidField(field, `${field} must be a JPEG, PNG or WebP image`, "required");
  }
  if (value.size > IDENTITY_FILE_MAX_BYTES) {
    const message = `${field} must be at most 5 MB`;
    throw new ApiError("invalid_input", `${field}: ${message}`, [
      { field, code: "too_big", message, maximum: IDENTITY_FILE_MAX_BYTES },
    ]);
  }
  const bytes = await value.arrayBuffer();
  const sniffed = sniffImageType(new Uint8Array(bytes, 0, Math.min(12, bytes.byteLength)));
  const declared = value.type.split(";")[0]?.trim().toLowerCase();
  if (!sniffed || sniffed !== declared) {
    throw invalidField(field, `${field} must be a JPEG, PNG or WebP image`, "invalid_format");
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  return { bytes, contentType: sniffed, sizeBytes: bytes.byteLength, sha256 };
}
