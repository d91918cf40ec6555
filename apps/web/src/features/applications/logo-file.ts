import { LOGO_MAX_BYTES, LOGO_TYPES } from "@portal/contracts";

/** What the file picker offers; the server judges the content again (SPEC §5). */
export const LOGO_ACCEPT = ".jpg,.jpeg,.png";
const EXTENSIONS = [".jpg", ".jpeg", ".png"];

export type LogoFileProblem = "type" | "size" | "empty";

/**
 * Why a chosen file cannot be a logo, checked before uploading: the name must end in
 * .jpg, .jpeg or .png and a declared type must be PNG or JPEG (some systems declare none,
 * and the server checks the bytes anyway); at most 2 MB.
 */
export function logoFileProblem(file: Pick<File, "name" | "type" | "size">): LogoFileProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = file.type === "" || (LOGO_TYPES as readonly string[]).includes(file.type);
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)) || !typeOk) return "type";
  if (file.size === 0) return "empty";
  if (file.size > LOGO_MAX_BYTES) return "size";
  return null;
}

/** What only the server finds out, by decoding the image: more pixels than it accepts. */
export type LogoProblem = LogoFileProblem | "pixels";

// Refusals the picker's own texts explain with the limit they break; the rest (a damaged
// image, for one) are shown in the text of the server's code.
const SERVER_PROBLEMS = new Map<string, LogoProblem>([
  ["UNSUPPORTED_FILE", "type"],
  ["PAYLOAD_TOO_LARGE", "size"],
  ["IMAGE_TOO_MANY_PIXELS", "pixels"],
]);

/** The picker's problem for the code of a refused upload, if it has a text of its own. */
export const serverLogoProblem = (code: string | undefined): LogoProblem | null =>
  (code === undefined ? undefined : SERVER_PROBLEMS.get(code)) ?? null;
