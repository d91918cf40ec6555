/**
 * JSON that stays data inside a `<script type="application/json">` block (CSP: no inline
 * script runs): `<`, `>` and `&` are written as escapes, so a text holding `</script>` or
 * `<!--` cannot end the block or open a comment; U+2028/U+2029 likewise, for older parsers.
 */
function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The data the server rendered a page from, or null where it did not render it. */
export function readPageData<T>(id: string): T | null {
  const block = document.getElementById(id);
  return block?.textContent ? (JSON.parse(block.textContent) as T) : null;
}

/** A page-data block for the template, under its element id. */
export const pageDataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${serializePageData(data)}</script>`;

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
