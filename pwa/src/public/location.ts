/**
 * Which public page a URL shows, and what its search carries (docs/product-rules.md#screen-login):
 * `?ref=` a referral code (trimmed, at most 32 characters), `?ended=true` a session the
 * server ended (MST-5).
 */
export type PublicPage = "login" | "terms";

export interface PublicLocation {
  page: PublicPage;
  referralCode?: string;
  ended?: true;
}

/** `pathname` /terms is the terms; anything else served this entry is the login page. */
export function readPublicLocation(pathname: string, search: string): PublicLocation {
  const params = new URLSearchParams(search);
  const ref = (params.get("ref") ?? "").trim().slice(0, 32);
  return {
    page: pathname === "/terms" ? "terms" : "login",
    ...(ref ? { referralCode: ref } : {}),
    ...(params.get("ended") === "true" ? { ended: true as const } : {}),
  };
}
