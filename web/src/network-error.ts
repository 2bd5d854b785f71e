/**
 * The text of a call or a download that got no answer (docs/product-rules.md#offline), in a
 * module of its own: the first screens toast it without loading every error text
 * (error-messages.ts re-exports it).
 */
import { msg } from "@lingui/core/macro";

export const networkError = msg`You are offline. Check your connection and try again.`;
