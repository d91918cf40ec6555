/**
 * The boot script's first frame (src/boot/first-frame.ts), handed over to the portal: until
 * the shell is up, the portal's "loading" keeps showing the frame instead of a spinner, so
 * the screen goes from the frame to itself with nothing in between.
 */
let kept: { path: string; html: string } | null = null;

/** Before the portal's first render, which replaces whatever `root` holds. */
export function keepFirstFrame(root: HTMLElement) {
  const frame = root.querySelector(":scope > .boot-frame");
  kept = frame ? { path: window.location.pathname, html: frame.outerHTML } : null;
}

/** The frame, while it is still the screen's: not after the shell has shown, nor on another address. */
export const firstFrameHtml = () => (kept?.path === window.location.pathname ? kept.html : null);

export function retireFirstFrame() {
  kept = null;
}
