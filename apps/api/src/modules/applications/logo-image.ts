import { LOGO_MAX_SIDE, type LOGO_TYPES } from "@portal/contracts";
import sharp from "sharp";
import { AppError } from "@/lib/app-error";

type LogoType = (typeof LOGO_TYPES)[number];
export interface Logo {
  bytes: Buffer;
  type: LogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
// A logo decodes in a blink; anything that keeps libvips busy longer is hostile.
const DECODE_SECONDS = 5;

const notAnImage = () => new AppError("UNSUPPORTED_FILE", "The logo must be a JPG, JPEG or PNG image.");
const corrupt = () => new AppError("IMAGE_CORRUPT", "The logo image is damaged or incomplete and cannot be read.");

/**
 * An uploaded logo, decoded and drawn again; its name, declared type and metadata are not
 * trusted. Only PNG and JPEG reach the decoder (libvips would also read SVG, GIF, TIFF …).
 * The size comes from the header and is checked before any pixel is decoded, so a small
 * file declaring 100000 × 100000 costs nothing; `limitInputPixels` holds the line again
 * inside the decoder. What is kept is the re-encoded image: the format it came in (a PNG
 * keeps its transparency, a JPEG photo stays small), turned upright by its EXIF
 * orientation, with no metadata (EXIF, GPS, comments, text chunks) left.
 */
export async function decodeLogo(input: Buffer): Promise<Logo> {
  const type = signatureType(input);
  if (!type) throw notAnImage();
  // Unlimited here: metadata reads only the header, and the size is judged just below.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw corrupt();
    });
  if (header.format !== (type === "image/png" ? "png" : "jpeg")) throw notAnImage();
  if (header.width > LOGO_MAX_SIDE || header.height > LOGO_MAX_SIDE) {
    throw new AppError(
      "IMAGE_TOO_MANY_PIXELS",
      `The logo is ${header.width} × ${header.height} pixels; it may be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE}.`,
    );
  }
  // failOn "error": a truncated or damaged image is refused, not stored half grey.
  const image = sharp(input, { failOn: "error", limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE })
    .rotate()
    .timeout({ seconds: DECODE_SECONDS });
  const encoded = type === "image/png" ? image.png() : image.jpeg({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw corrupt();
  });
  return { bytes: data, type, width: info.width, height: info.height };
}

function signatureType(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}
