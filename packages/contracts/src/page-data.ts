/**
 * Data a page carries in its HTML: a `<script type="application/json">` block, which no
 * browser runs (CSP: no inline script). Written by the API (the portal's runtime
 * configuration in index.html) and by the light pages' server rendering.
 */

/** The block in the portal's index.html holding its runtime configuration (`RuntimeConfig`). */
export const RUNTIME_CONFIG_BLOCK_ID = "runtime-config";

/**
 * JSON that stays data inside the block: `<`, `>` and `&` are written as escapes, so a text
 * holding `</script>` or `<!--` cannot end the block or open a comment; U+2028/U+2029
 * likewise, for older parsers.
 */
function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A page-data block for a page's HTML, under its element id. */
export const pageDataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${serializePageData(data)}</script>`;
