import type { Plugin } from "vite";

/**
 * Preloads the Poppins files every portal screen draws its text in (latin and latin-ext, for
 * Azerbaijani's ə ğ ş; regular, medium and semibold: about 40 KiB), from index.html:
 * otherwise the browser finds them only once the first screen has rendered, and the text is
 * drawn twice, the second time moving the layout (the transactions list measured a layout
 * shift of 0.3 on a phone). The light weight and Montserrat's Cyrillic load as text asks.
 */
export function fontPreload(): Plugin {
  return {
    name: "portal:font-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { filename, bundle }) {
        if (!bundle || !filename.endsWith("/index.html")) return;
        const fonts = Object.keys(bundle).filter((file) =>
          /poppins-latin-(?:ext-)?[456]00-normal-[^/]*\.woff2$/.test(file),
        );
        if (fonts.length !== 6) throw new Error(`expected Poppins 400, 500 and 600 in two subsets, found ${fonts}`);
        return fonts.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
