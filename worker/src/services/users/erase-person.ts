/**
 * What erasure removes of a person (docs/product-rules.md#erasure, DEL-1), shared by staff's
 * erasure and the reduction of a closed account after its retention (docs/product-rules.md
 * #data-rights, DATA-6): name, phone, password hash and referral code. Ledger entries and
 * the user's number stay (docs/decisions/0004-erasure-keeps-the-ledger.md).
 */

/** The SET list of an UPDATE of `users` that reduces a person to what the ledger needs. */
export const ERASE_PERSON_SET = "full_name = NULL, phone = NULL, password_hash = NULL, referral_code = NULL";
