import type { ComponentProps } from "react";
import { buttonClasses, type ButtonStyle } from "./button-link";

/** A real button with the site's looks; `type` defaults to "button" so forms submit only on purpose. */
export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return (
    <button
      type={type}
      className={`${buttonClasses({ variant, size })} disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
