/** A labelled multi-line input: the text field in its multi-line form. */
import { TextField, type TextFieldProps } from "./text-field";

export function TextAreaField(props: Omit<TextFieldProps, "multiline">) {
  return <TextField {...props} multiline />;
}
