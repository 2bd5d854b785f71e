/**
 * Field errors are kept in state as Lingui descriptors, never as translated text, and
 * turned into text while rendering, so they follow the language switch.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";

/** A field's error as kept in state. */
export type FieldMessage = MessageDescriptor;

/** The text of an optional field message in the active language, while rendering. */
export function fieldText(i18n: I18n, message: FieldMessage | undefined | null): string | undefined {
  return message ? i18n._(message) : undefined;
}
