import type TooltipComponent from "@mui/material/Tooltip";
import type { ReactElement } from "react";

let Tooltip: typeof TooltipComponent | undefined;

/**
 * Loads MUI's Tooltip (with Popper: about 11 KiB gz), which only a collapsed sidebar uses.
 * The sidebar collapses once it is in, so the entries never wait on it with a fallback.
 */
export function loadCollapsedTooltip(): Promise<void> {
  if (Tooltip) return Promise.resolve();
  return import("@mui/material/Tooltip").then((module) => {
    Tooltip = module.default;
  });
}

/**
 * A sidebar entry's title as a tooltip, for a collapsed sidebar: an open one shows the
 * title itself. Once loaded it stays, open or collapsed, so toggling never remounts the
 * entry under the user's focus. `children` must hold a ref, as Tooltip's child does.
 * `describeChild`: the title only describes an entry named by its own content, as
 * Tooltip otherwise makes the title the entry's whole name.
 */
export function CollapsedTooltip({
  title,
  collapsed,
  describeChild = false,
  children,
}: {
  title: string;
  collapsed: boolean;
  describeChild?: boolean;
  children: ReactElement;
}) {
  if (!Tooltip) return children;
  return (
    <Tooltip
      title={title}
      describeChild={describeChild}
      placement="right"
      disableHoverListener={!collapsed}
      disableFocusListener={!collapsed}
      disableTouchListener={!collapsed}
    >
      {children}
    </Tooltip>
  );
}
