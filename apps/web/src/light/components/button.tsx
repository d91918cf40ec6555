import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** contained: the page's main action; outlined: its alternative; text: small, inside an alert. */
  look: "contained" | "outlined" | "text";
  /** Its call is running: disabled, marked busy, with a spinner before the text. */
  pending?: boolean;
}

/** A button in the portal's look (MUI's large contained and outlined, small text), full width unless it is a text button. */
export function Button({
  look,
  pending = false,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  const classes = ["button", `button--${look}`, className].filter(Boolean).join(" ");
  return (
    <button aria-busy={pending} {...props} type={type} className={classes} disabled={pending || disabled}>
      {pending && <Spinner className="button__spinner" />}
      {children}
    </button>
  );
}
