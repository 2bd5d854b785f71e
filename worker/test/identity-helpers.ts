/**
 * Identity checks in worker tests (docs/product-rules.md#identity): tiny images whose first
 * bytes are real JPEG, PNG or WebP signatures, the multipart submission an investor's browser
 * sends, and what the private bucket and D1 hold for a user.
 */
import { createExecutionContext, env } from "cloudflare:test";
import worker from "../src/index";
import { ORIGIN } from "./helpers";

/** `size` bytes starting with the signature of `type` (or none: `"text/plain"`). */
export function imageBytes(type: "image/jpeg" | "image/png" | "image/webp" | "text/plain", size = 64): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x41);
  const head =
    type === "image/jpeg"
      ? [0xff, 0xd8, 0xff, 0xe0]
      : type === "image/png"
        ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        : type === "image/webp"
          ? [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]
          : [];
  bytes.set(head);
  return bytes;
}

/** A file form value of `bytes` declared as `type`. */
export function imageFile(bytes: Uint8Array, type: string, name = "photo.jpg"): File {
  return new File([bytes], name, { type });
}

/** A complete, valid submission's fields; `overrides` replace or (undefined) remove them. */
export function identityForm(overrides: Record<string, string | File | undefined> = {}): FormData {
  const fields: Record<string, string | File | undefined> = {
    fullLegalName: "Awa Ndongo Mballa",
    dateOfBirth: "1999-04-12",
    documentType: "cni",
    documentNumber: "CM-123456789",
    documentPhoto: imageFile(imageBytes("image/jpeg"), "image/jpeg", "cni.jpg"),
    selfie: imageFile(imageBytes("image/png"), "image/png", "selfie.png"),
    ...overrides,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

/** POST /api/user/identity with `form`, as the investor of `cookie`. */
export async function submitIdentity(cookie: string, form: FormData = identityForm()): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/user/identity`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  return worker.fetch(request, env, createExecutionContext());
}

/** The keys the private bucket holds for user `userId`. */
export async function storedKeys(userId: number): Promise<string[]> {
  const listed = await env.IDENTITY_FILES.list({ prefix: `identity/${userId}/` });
  return listed.objects.map((o) => o.key);
}

/** The identity checks D1 holds for user `userId`. */
export async function checkCount(userId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM identity_checks WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}
