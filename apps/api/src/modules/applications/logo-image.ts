import { type LOGO_TYPES } from "@portal/contracts";

type LogoType = (typeof LOGO_TYPES)[number];

/**
 * What an uploaded file really is, from its first bytes (its name and declared type are
 * not trusted), with its pixel size for the 492×96 recommendation.
 */
export function sniffLogo(bytes: Buffer): { type: LogoType; width: number; height: number } | null {
  const isPng = bytes.length > 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (isPng) return { type: "image/png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size && { type: "image/jpeg", ...size };
  }
  return null;
}

/** Walks the JPEG segments to the start-of-frame marker, which holds the size. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}
