import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedBusiness, signedInMerchant } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG of a few hundred bytes whose header declares 100000 × 100000 pixels (40 GB decoded). */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const EXIF = { IFD0: { Copyright: "Caspian Secret Holdings", ImageDescription: "taken at home" } };
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

describe.each(backends)("application logos on %s", (backend) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ headers } = await signedInMerchant(t));
    ({ appId } = await connectedBusiness(t, headers));
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const upload = (name: string, type: string, content: Buffer) => {
    const form = multipartFile("file", name, type, content);
    return t.call({
      method: "PUT",
      url: `/api/config/hotel/update?appId=${appId}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const served = async (logoUrl: string) => {
    const res = await t.call({ method: "GET", url: logoUrl });
    expect(res.statusCode).toBe(200);
    return { res, meta: await sharp(res.rawPayload).metadata() };
  };

  it("keeps a PNG as a PNG with its transparency, drawn again without its metadata", async () => {
    const png = await sharp({
      create: { width: 300, height: 80, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } },
    })
      .png()
      .withExif(EXIF)
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const res = await upload("logo.png", "image/png", png);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 300, height: 80, belowRecommended: true });
    const { res: logo, meta } = await served(res.json().logoUrl);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.headers["x-content-type-options"]).toBe("nosniff");
    expect(meta).toMatchObject({ format: "png", width: 300, height: 80, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect(logo.rawPayload.includes("Caspian Secret Holdings")).toBe(false);
  });

  it("keeps a JPEG as a JPEG, turned upright by its orientation, without its metadata", async () => {
    // Stored 600 × 120 with "rotate 90°" in its EXIF: it is shown 120 × 600.
    const jpeg = await noise(600, 120).jpeg().withExif(EXIF).withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload("logo.jpg", "image/jpeg", jpeg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 120, height: 600 });
    const { res: logo, meta } = await served(res.json().logoUrl);
    expect(logo.headers["content-type"]).toBe("image/jpeg");
    expect(logo.headers["x-content-type-options"]).toBe("nosniff");
    expect(meta).toMatchObject({ format: "jpeg", width: 120, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses the PNG signature followed by text, and a PNG or JPEG cut short, as damaged", async () => {
    const before = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers })).json().logoUrl;
    const png = await noise(200, 100).png().toBuffer();
    const jpeg = await noise(200, 100).jpeg().toBuffer();
    const damaged = [
      Buffer.concat([PNG_SIGNATURE, Buffer.from("<html><script>alert(document.cookie)</script></html>".repeat(4))]),
      png.subarray(0, png.length - 2000),
      jpeg.subarray(0, jpeg.length - 2000),
    ];
    for (const [i, content] of damaged.entries()) {
      const res = await upload("logo.png", "image/png", content);
      expect(res.statusCode, `upload ${i}`).toBe(422);
      expect(res.json()).toEqual({
        code: "IMAGE_CORRUPT",
        message: expect.stringMatching(/damaged or incomplete/),
        requestId: expect.any(String),
      });
    }
    // Nothing was stored: the application still has the logo it had.
    expect((await t.call({ method: "GET", url: `/api/apps/${appId}`, headers })).json().logoUrl).toBe(before);
  });

  it("refuses an image declaring more pixels than 4096 × 4096 before decoding it", async () => {
    // 100000 × 100000 in a few hundred bytes; and a real 4100 × 4100 image, 60 KB compressed.
    const flat = await sharp({ create: { width: 4100, height: 4100, channels: 3, background: "white" } })
      .png()
      .toBuffer();
    for (const content of [pngDeclaring(100_000, 100_000), flat]) {
      const started = performance.now();
      const res = await upload("logo.png", "image/png", content);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: "IMAGE_TOO_MANY_PIXELS",
        message: expect.stringContaining("at most 4096 × 4096"),
        requestId: expect.any(String),
      });
      // Decoding 40 GB of pixels would take far longer, if memory allowed it at all.
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it("refuses a GIF, an SVG or text named .png as not a JPG, JPEG or PNG", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const content of [gif, svg, Buffer.from("hello")]) {
      const res = await upload("logo.png", "image/png", content);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe("UNSUPPORTED_FILE");
    }
  });

  it("refuses a file over 2 MB with a message that names the limit", async () => {
    const res = await upload(
      "big.png",
      "image/png",
      Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024 + 10)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: expect.stringContaining("at most 2 MB"),
      requestId: expect.any(String),
    });
  });

  it("tells a client that sends JSON, text or nothing to send the file as multipart/form-data", async () => {
    const url = `/api/config/hotel/update?appId=${appId}`;
    const bodies = [
      { payload: { file: "iVBORw0KGgo=" } },
      { payload: "logo", headers: { "content-type": "text/plain" } },
      { payload: "<logo/>", headers: { "content-type": "application/xml" } },
      {},
    ];
    for (const body of bodies) {
      const res = await t.call({ method: "PUT", url, ...body, headers: { ...headers, ...body.headers } });
      expect(res.statusCode, JSON.stringify(body)).toBe(415);
      expect(res.json()).toEqual({
        code: "MULTIPART_REQUIRED",
        message: expect.stringContaining("multipart/form-data"),
        requestId: expect.any(String),
      });
    }
  });
});
