/**
 * Remembers that the server ended this browser's session (401 `session_ended`: a
 * suspension, an admin's password reset, erasure, or a password change elsewhere;
 * docs/product-rules.md#money-status, MST-5), so the login screen can say so once instead
 * of appearing without a word.
 */
let ended = false;

export function noteSessionEnded(): void {
  ended = true;
}

/** True once after `noteSessionEnded`, then false until the next one. */
export function takeSessionEnded(): boolean {
  const was = ended;
  ended = false;
  return was;
}
