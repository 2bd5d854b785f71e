/**
 * A button on react-aria-components: pressed by mouse, touch, Enter or Space, with a
 * visible focus ring for keyboard users only. `tone` and `size` pick the house classes.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  tone?: "default" | "primary" | "danger" | "danger-outline";
  size?: "normal" | "small";
  block?: boolean;
}

export function Button({ tone = "default", size = "normal", block = false, ...props }: ButtonProps) {
  const classes = ["button"];
  if (tone !== "default") classes.push(`button-${tone}`);
  if (size === "small") classes.push("button-small");
  if (block) classes.push("button-block");
  return <AriaButton {...props} className={classes.join(" ")} />;
}
