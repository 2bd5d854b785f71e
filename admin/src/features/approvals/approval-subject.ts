/**
 * The start of a proposal's sentence that names its user, for ApprovalAction
 * (docs/product-rules.md#approvals): `<0/>` is where the user's link goes. French elides
 * "de" before a vowel sound ("le solde d’Amina"), chosen in the catalog by `sound`
 * (web/src/elision.ts, LNG-9).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** "Adjust the balance of <0/>", by `sound` ("vowel" | "other"). */
export const adjustBalanceOf: MessageDescriptor = msg`{sound, select, vowel {Adjust the balance of <0/>} other {Adjust the balance of <0/>}}`;

/** "Change the payout phone of <0/>", by `sound`. */
export const changePayoutPhoneOf: MessageDescriptor = msg`{sound, select, vowel {Change the payout phone of <0/>} other {Change the payout phone of <0/>}}`;
