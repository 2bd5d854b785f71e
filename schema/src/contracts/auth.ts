/**
 * Sign-in and registration inputs (docs/product-rules.md#accounts, ACC-1, ACC-2).
 * Written with zod/mini so the PWA can share them for a few hundred bytes.
 * Messages are English texts; clients translate by field (docs/product-rules.md#field-issues).
 */
import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";

/** 9 digits, the first 6, 7, 8 or 9 (docs/product-rules.md#accounts). Stored and sent without +237. */
export const PHONE_PATTERN = /^[6-9]\d{8}$/;
export const MOBILE_MONEY_SERVICES = ["MTN Mobile Money", "Orange Money"] as const;
export type MobileMoneyService = (typeof MOBILE_MONEY_SERVICES)[number];

export const phoneSchema = z
  .string()
  .check(
    z.length(9, "Phone number must be 9 digits"),
    z.regex(PHONE_PATTERN, "Please enter a valid Cameroon phone number (9 digits starting with 6, 7, 8, or 9)"),
  );

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/**
 * The Turnstile token of a passed challenge, sent again with a sign-in the API answered with
 * `challenge_required` (docs/product-rules.md#rate-limits, AUTH-11). At most 2,048 characters,
 * Turnstile's own bound.
 */
export const turnstileTokenSchema = z.optional(z.string().check(z.maxLength(2048, "Challenge token is too long")));

export const loginInput = z.object({
  phone: phoneSchema,
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(128, "Password must be at most 128 characters")),
  turnstileToken: turnstileTokenSchema,
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  fullName: z.string().check(z.trim(), z.minLength(2, "Full name is required"), z.maxLength(100, "Full name is too long")),
  phone: phoneSchema,
  mobileMoneyService: z.enum(MOBILE_MONEY_SERVICES, "Please select a mobile money service"),
  password: passwordSchema,
  referralCode: z.optional(z.string().check(z.trim(), z.maxLength(32, "Referral code is too long"))),
  acceptTerms: z.literal(true, "You must be of age and accept the Terms"),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const adminLoginInput = z.object({
  username: z.string().check(z.trim(), z.minLength(1, "Username is required"), z.maxLength(64, "Username is too long")),
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(128, "Password is too long")),
  turnstileToken: turnstileTokenSchema,
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().check(z.minLength(1, "Current password is required"), z.maxLength(128)),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** GET /api/auth/user. Balances are decimal strings ("25000.00"); never a password field. */
export interface AuthUser {
  id: number;
  fullName: string;
  phone: string;
  mobileMoneyService: MobileMoneyService;
  principalBalance: string;
  referralBalance: string;
  referralCode: string;
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

/** The signed-in admin: `AdminMe` in contracts/admins.ts (role, second factor). */
export type { AdminMe as AuthAdmin } from "./admins";
