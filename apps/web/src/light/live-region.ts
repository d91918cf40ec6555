export type Politeness = "polite" | "assertive";

const regions = new Map<Politeness, HTMLElement>();
// Hidden from sight, still read (as the portal's visuallyHidden).
const HIDDEN: Partial<CSSStyleDeclaration> = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: "0",
  border: "0",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};

function region(politeness: Politeness): HTMLElement {
  let el = regions.get(politeness);
  if (!el?.isConnected) {
    el = document.createElement("div");
    // No role (status, alert): the page's own statuses and alerts stay the only ones found by role.
    el.setAttribute("aria-live", politeness);
    el.dataset.liveRegion = politeness;
    el.setAttribute("aria-atomic", "true");
    Object.assign(el.style, HIDDEN);
    document.body.append(el);
    regions.set(politeness, el);
  }
  return el;
}

/**
 * Puts the light page's two live regions (polite, assertive) in place, empty: screen
 * readers announce changes only to a region already in the page. An effect of the page's
 * root: it runs in the browser only, and its cleanup takes them away with the page.
 */
export function prepareLiveRegions() {
  region("polite");
  region("assertive");
  return () => {
    for (const el of regions.values()) el.remove();
    regions.clear();
  };
}

/** Says the message to screen-reader users; emptied first, so the same words twice are news again. */
export function announce(message: string, politeness: Politeness = "polite") {
  const el = region(politeness);
  el.textContent = "";
  window.setTimeout(() => {
    el.textContent = message;
  }, 100);
}
