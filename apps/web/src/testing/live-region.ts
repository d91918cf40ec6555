/**
 * For `findByText(…, { ignore })`: a notice's words are in the page twice, on screen and in the
 * portal's live region for screen readers (components/live-region.tsx); find the one on screen.
 */
export const notInLiveRegion = "script, style, [data-live-region]";
