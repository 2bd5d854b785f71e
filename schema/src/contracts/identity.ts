/**
 * Identity checked by staff, tier 2 (docs/product-rules.md#identity, IDV-1..IDV-7): what an
 * investor submits (`POST /api/user/identity`, multipart/form-data), what they read back
 * (`GET /api/user/identity`), and the staff's Identity tab (list, review, decision). The
 * images never appear here: staff open them through the admin-only files route.
 */
import { z } from "zod/mini";
import { proposalReason } from "./admin";

export const IDENTITY_DOCUMENT_TYPES = ["cni", "passport"] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

export const IDENTITY_CHECK_STATUSES = ["submitted", "approved", "rejected"] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** The two images of a submission, as the files route names them. */
export const IDENTITY_FILE_KINDS = ["document", "selfie"] as const;
export type IdentityFileKind = (typeof IDENTITY_FILE_KINDS)[number];

/** The largest image accepted, in bytes (IDV-2): 5 MB. */
export const IDENTITY_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types accepted, checked by their first bytes as well as their declared type (IDV-2). */
export const IDENTITY_FILE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type IdentityFileType = (typeof IDENTITY_FILE_TYPES)[number];

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` (YYYY-MM-DD) is a real calendar day. */
export function isCalendarDay(s: string): boolean {
  if (!YMD.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Whole years between `dateOfBirth` and `today` (both YYYY-MM-DD): the age on that day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The text fields of `POST /api/user/identity` (the form's files are checked apart: size and first bytes). */
export const identitySubmissionInput = z.object({
  fullLegalName: z
    .string("Full legal name is required")
    .check(
      z.trim(),
      z.minLength(3, "Full legal name must be at least 3 characters"),
      z.maxLength(120, "Full legal name must be at most 120 characters"),
    ),
  dateOfBirth: z.string("Date of birth is required").check(
    z.regex(YMD, "Date of birth must be YYYY-MM-DD"),
    z.refine((s) => isCalendarDay(s) && s >= "1900-01-01", "Date of birth must be a real date"),
  ),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES, "Document type must be cni or passport"),
  documentNumber: z
    .string("Document number is required")
    .check(
      z.trim(),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{3,29}$/, "Document number must be 4 to 30 letters, digits, spaces, / or -"),
    ),
});
export type IdentitySubmissionInput = z.infer<typeof identitySubmissionInput>;

/** GET /api/user/identity: the investor's latest check, or null (never the images). Times ISO 8601 UTC. */
export interface IdentityCheckView {
  id: number;
  status: IdentityCheckStatus;
  fullLegalName: string;
  dateOfBirth: string;
  documentType: IdentityDocumentType;
  documentNumber: string;
  submittedAt: string;
  decidedAt: string | null;
  /** Why staff rejected it, shown to the investor (IDV-5). */
  reason: string | null;
}

export interface IdentityStatus {
  check: IdentityCheckView | null;
  /** When two staff verified the investor's identity (tier 2), or null. */
  identityVerifiedAt: string | null;
  /** The age an investor must have reached (setting `ageOfMajority`). */
  ageOfMajority: number;
}

/** One image of a check as staff see it (no bytes: the files route streams them). */
export interface IdentityFileView {
  contentType: IdentityFileType;
  sizeBytes: number;
  sha256: string;
}

/** A check in the staff's Identity tab and on its review page. */
export interface AdminIdentityCheckView extends IdentityCheckView {
  userId: number;
  /** The name the investor registered with, to compare with the legal name. */
  registeredName: string;
  phone: string;
  document: IdentityFileView;
  selfie: IdentityFileView;
  decidedBy: string | null;
  /** The open two-person approval of this check, if one admin proposed it (IDV-4). */
  openApprovalId: number | null;
}

/** GET /api/admin/identity?status=&cursor=: newest first, a page of at most 50. */
export const adminIdentityListQuery = z.object({
  status: z.optional(z.enum(IDENTITY_CHECK_STATUSES, "status must be submitted, approved or rejected")),
  cursor: z.optional(z.string("cursor must be a check id").check(z.regex(/^[1-9][0-9]{0,15}$/, "cursor must be a check id"))),
});
export type AdminIdentityListQuery = z.infer<typeof adminIdentityListQuery>;

export interface AdminIdentityList {
  checks: AdminIdentityCheckView[];
  /** The cursor of the next page, or null at the end. */
  nextCursor: string | null;
}

/** The `{kind}` of GET /api/admin/identity/{id}/files/{kind}. */
export const identityFileKind = z.enum(IDENTITY_FILE_KINDS, "kind must be document or selfie");

/** POST /api/admin/identity/{id}/propose: the first admin's approval, for a second admin (IDV-4). */
export const proposeIdentityInput = z.object({ reason: proposalReason });
export type ProposeIdentityInput = z.infer<typeof proposeIdentityInput>;

/** POST /api/admin/identity/{id}/reject: the reason is shown to the investor (IDV-5). */
export const rejectIdentityInput = z.object({
  reason: z
    .string("A reason is required")
    .check(
      z.trim(),
      z.minLength(5, "A reason of at least 5 characters is required"),
      z.maxLength(300, "reason must be at most 300 characters"),
    ),
});
export type RejectIdentityInput = z.infer<typeof rejectIdentityInput>;
