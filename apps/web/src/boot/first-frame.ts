import type { Language } from "@portal/contracts/languages";
// Relative: build/first-frame.ts reads this table where the portal's `@/` alias does not apply.
import { paths } from "../light/paths";

/** index.html's block of the first frame's texts (build/first-frame.ts writes it). */
export const FIRST_FRAME_BLOCK_ID = "first-frame";

/**
 * The screens whose first frame the page paints before the portal's scripts run: each one's
 * heading and the line below it, as i18n keys (the build resolves them in every language).
 * A heading and its line are what a phone shows largest on these screens, so painting them
 * from the HTML is what brings its largest paint forward (docs/web-portal.md, "First load").
 */
export const firstFrameScreens: Record<string, { title: string; subtitle?: string; dated?: true }> = {
  // The dashboard's line is today's date, which the boot script writes (features/dashboard/today-line.ts).
  [paths.home]: { title: "shell.sections.dashboard", dated: true },
  [paths.billing.invoices]: { title: "shell.sections.invoices", subtitle: "invoices.list.subtitle" },
  [paths.billing.transactions]: { title: "shell.sections.transactions", subtitle: "transactions.list.subtitle" },
  [paths.billing.wallet]: { title: "shell.sections.wallet", subtitle: "wallet.subtitle" },
  [paths.billing.createAnInvoice]: { title: "shell.sections.createAnInvoice", subtitle: "createInvoice.subtitle" },
  [paths.users]: { title: "shell.sections.users", subtitle: "users.subtitle" },
  [paths.settings]: { title: "shell.sections.settings", subtitle: "settings.subtitle" },
};

/** Per language: "Loading", and per screen the heading and, where the screen has one, the line below it. */
export type FirstFrameTexts = Record<
  Language,
  { loading: string; screens: Record<string, [title: string, subtitle?: string]> }
>;

/**
 * The shell's outline (the sidebar on wide screens, the top bar) with the screen's heading
 * and line where the portal will draw them; index.html's styles place it as the shell lays
 * itself out. Like a skeleton, it is for the eye: assistive technology hears that the page
 * is loading, and meets the heading when the screen itself has drawn.
 */
export function firstFrame(texts: [title: string, subtitle?: string], loading: string): HTMLElement {
  const element = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const hidden = (node: HTMLElement) => {
    node.setAttribute("aria-hidden", "true");
    return node;
  };
  const [title, subtitle] = texts;
  const heading = hidden(element("div", ""));
  heading.append(element("h1", "boot-frame__title", title));
  if (subtitle) heading.append(element("p", "boot-frame__subtitle", subtitle));
  const status = element("span", "boot-loading__label", loading);
  status.setAttribute("role", "status");
  const main = element("main", "boot-frame__main");
  main.setAttribute("aria-busy", "true");
  main.append(heading, status);
  const column = element("div", "boot-frame__column");
  column.append(hidden(element("div", "boot-frame__bar")), main);
  const frame = element("div", "boot-frame");
  frame.append(hidden(element("div", "boot-frame__sidebar")), column);
  return frame;
}
