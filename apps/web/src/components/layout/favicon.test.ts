import { describe, expect, it } from "vitest";
import html from "../../../index.html?raw";
import ico from "../../../public/favicon.ico?inline";

const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(",")[1]!), (c) => c.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Browsers ask for /favicon.ico on every page whatever the page links; it was a 404.
describe("the favicon", () => {
  it("is linked from the portal's page, with the logo as the scalable one", () => {
    const page = new DOMParser().parseFromString(html, "text/html");
    const icons = [...page.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute("href"));
    expect(icons).toEqual(["/favicon.ico", "/logos/logo.svg"]);
  });

  it("is an ICO holding the logo as PNG images of 16, 32 and 48 px", () => {
    const bytes = bytesOf(ico);
    const view = new DataView(bytes.buffer);
    // Reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1]);
    const images = Array.from({ length: view.getUint16(4, true) }, (_, i) => {
      const entry = 6 + i * 16;
      const png = bytes.subarray(
        view.getUint32(entry + 12, true),
        view.getUint32(entry + 12, true) + view.getUint32(entry + 8, true),
      );
      const ihdr = new DataView(png.buffer, png.byteOffset + 16, 8);
      return {
        listed: view.getUint8(entry),
        signature: [...png.subarray(0, 8)],
        width: ihdr.getUint32(0),
        height: ihdr.getUint32(4),
      };
    });
    expect(images.map((image) => image.listed)).toEqual([16, 32, 48]);
    for (const image of images) {
      expect(image.signature).toEqual(PNG_SIGNATURE);
      expect([image.width, image.height]).toEqual([image.listed, image.listed]);
    }
  });
});
