/**
 * Staff accounts, roles and the second factor (docs/product-rules.md#admin-roles,
 * docs/decisions/0026-admin-roles-and-totp.md): the contracts of `/api/admin/admins`,
 * `/api/admin/me` and the TOTP sign-in. What each role may do is in ./admin-permissions.ts.
 */
import { z } from "zod/mini";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../limits";
import { passwordSchema } from "./auth";

export const ADMIN_ROLES = ["owner", "finance", "support"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Letters, digits, dot, hyphen, underscore; 3 to 32 characters. */
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

const roleSchema = z.enum(ADMIN_ROLES, "Role must be owner, finance or support");

/** POST /api/admin/admins. */
export const createAdminInput = z.object({
  username: z
    .string()
    .check(z.trim(), z.regex(ADMIN_USERNAME_PATTERN, "Username must be 3 to 32 letters, digits, dots, hyphens or underscores")),
  password: passwordSchema.check(
    z.minLength(ADMIN_PASSWORD_MIN_LENGTH, `An admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`),
  ),
  role: roleSchema,
});
export type CreateAdminInput = z.infer<typeof createAdminInput>;

/** PATCH /api/admin/admins/{id}: a new role, or disabled true (signs the admin out) / false. */
export const updateAdminInput = z
  .object({
    role: z.optional(roleSchema),
    disabled: z.optional(z.boolean("Disabled must be true or false")),
  })
  .check(
    z.refine((v) => v.role !== undefined || v.disabled !== undefined, {
      message: "Give a role or disabled",
      path: ["role"],
    }),
  );
export type UpdateAdminInput = z.infer<typeof updateAdminInput>;

/** POST /api/admin/login/totp: a 6-digit code from the app, or one recovery code. */
export const totpLoginInput = z
  .object({
    code: z.optional(z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, "The code is 6 digits"))),
    recoveryCode: z.optional(
      z.string().check(z.trim(), z.minLength(16, "Recovery code is too short"), z.maxLength(32, "Recovery code is too long")),
    ),
  })
  .check(
    z.refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
      message: "Give the 6-digit code or a recovery code",
      path: ["code"],
    }),
  );
export type TotpLoginInput = z.infer<typeof totpLoginInput>;

/** POST /api/admin/me/totp/confirm. */
export const totpConfirmInput = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, "The code is 6 digits")),
});
export type TotpConfirmInput = z.infer<typeof totpConfirmInput>;

/** A row of GET /api/admin/admins. Never a password hash or TOTP secret. */
export interface AdminAccountView {
  id: number;
  username: string;
  role: AdminRole;
  disabled: boolean;
  totpEnrolled: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** GET /api/admin/me, and the `admin` of a completed sign-in. */
export interface AdminMe {
  id: number;
  username: string;
  role: AdminRole;
  totpEnrolled: boolean;
  /** The session may only enrol a second factor (403 `totp_enrollment_required` elsewhere). */
  enrolmentRequired: boolean;
  /** The configured admin in development, signed in without a second factor: the panel says so. */
  developmentSkip: boolean;
}

/** POST /api/admin/login: signed in, or the password was right and a TOTP code is next. */
export type AdminLoginResult = { admin: AdminMe } | { totpRequired: true };

/** POST /api/admin/me/totp. Shown once; the secret is never sent again after confirmation. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/admin/me/totp/confirm: ten single-use codes, shown once. */
export interface TotpConfirmation {
  recoveryCodes: string[];
  admin: AdminMe;
}
