import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

export type Severity = "success" | "info" | "warning" | "error";

const icons: Record<Severity, IconName> = {
  success: "successOutline",
  info: "infoOutline",
  warning: "warningOutline",
  error: "errorOutline",
};

interface AlertProps {
  severity: Severity;
  /** A button beside the text, e.g. Try again. */
  action?: ReactNode;
  children: ReactNode;
}

/** A message in the flow of the page, announced as it appears (role="alert", as MUI's Alert). */
export function Alert({ severity, action, children }: AlertProps) {
  return (
    <div role="alert" className={`alert alert--${severity}`}>
      <Icon name={icons[severity]} className="alert__icon" />
      <div className="alert__message">{children}</div>
      {action && <div className="alert__action">{action}</div>}
    </div>
  );
}
