/** Reading a light page's data block in the browser, and filling its template on the server (blocks: `@portal/contracts/page-data`). */

/** The data the server rendered a page from, or null where it did not render it. */
export function readPageData<T>(id: string): T | null {
  const block = document.getElementById(id);
  return block?.textContent ? (JSON.parse(block.textContent) as T) : null;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/**
 * Fills a page template's placeholders (each appears exactly once). A function as the
 * replacement: `$&` and the like in a merchant's text stay as typed.
 */
export function fillTemplate<K extends string>(
  template: string,
  placeholders: Record<K, string>,
  filled: Record<K, string>,
): string {
  return (Object.keys(placeholders) as K[]).reduce(
    (html, name) => html.replace(placeholders[name], () => filled[name]),
    template,
  );
}
