import type { Page } from "@playwright/test";

/**
 * The notice a screen shows at its foot after an action. Looked for in the page's main content:
 * the portal's live region repeats the same words, out of sight, for screen readers.
 */
export const notice = (page: Page, text: string | RegExp) => page.getByRole("main").getByText(text);
