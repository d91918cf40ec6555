// Only the names of the sections (the keys), the same in every language.
import { sections as sectionKeys } from "@/locales/en/shell.json";

export type SectionKey = keyof typeof sectionKeys;

export interface Breadcrumb {
  /** `shell.sections.<key>`, when there is a translation for the section. */
  key: SectionKey | undefined;
  /** The name derived from the path: the fallback when there is no key. */
  text: string;
}

/** Sections whose own name is the segment after theirs (SPEC §2 top bar). */
const parentSections = new Set(["billing", "developers", "applications"]);

/**
 * What a section's bare path shows when that is one of its screens (SPEC §2: `/billing/`
 * is the wallet): the breadcrumb names that screen, as the page title does.
 */
const landingScreens: Readonly<Record<string, string>> = { billing: "wallet" };

const isSectionKey = (key: string): key is SectionKey => Object.hasOwn(sectionKeys, key);

/**
 * The section the top bar names after "Dashboard" (SPEC §2): the segment after billing,
 * developers or applications, otherwise the first one; dashes become spaces and the first
 * letter is capitalised. `/billing/create-an-invoice` → "Create an invoice", and `/billing`
 * → "Wallet", the screen it shows. Null on the root path, where there are no breadcrumbs.
 */
export function breadcrumbOf(pathname: string): Breadcrumb | null {
  const segments = pathname.split("/").filter(Boolean);
  const [first] = segments;
  if (first === undefined) return null;
  const segment = (parentSections.has(first) ? (segments[1] ?? landingScreens[first]) : undefined) ?? first;
  const words = decodeSegment(segment).split("-").filter(Boolean);
  const text = words.join(" ");
  const key = words
    .map((word) => word.toLowerCase())
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
  return { key: isSectionKey(key) ? key : undefined, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
