import { SIGNED_CONTRACT_MAX_BYTES } from "@portal/contracts";

/** What the file picker offers; the server judges the content again (a plain PDF, no scripts). */
export const SIGNED_CONTRACT_ACCEPT = "application/pdf,.pdf";

/** The limit in whole megabytes, as the texts say it. */
export const SIGNED_CONTRACT_MAX_MB = SIGNED_CONTRACT_MAX_BYTES / (1024 * 1024);

export type SignedFileProblem = "type" | "size" | "empty";

/**
 * Why a chosen file cannot be the signed contract, checked before uploading: a PDF (declared
 * so, or, where the system declares no type, named .pdf), not empty, at most 10 MB.
 */
export function signedFileProblem(file: Pick<File, "name" | "type" | "size">): SignedFileProblem | null {
  const pdf = file.type === "application/pdf" || (file.type === "" && file.name.toLowerCase().endsWith(".pdf"));
  if (!pdf) return "type";
  if (file.size === 0) return "empty";
  if (file.size > SIGNED_CONTRACT_MAX_BYTES) return "size";
  return null;
}

/** What only the server finds out, by reading the file: not a plain PDF (scripts, actions, attachments). */
export type SignedUploadProblem = SignedFileProblem | "content";

// Refusals the picker's own texts explain; others show the code's text.
const SERVER_PROBLEMS = new Map<string, SignedUploadProblem>([
  ["UNSUPPORTED_FILE", "content"],
  ["PAYLOAD_TOO_LARGE", "size"],
]);

/** The picker's problem for the code of a refused upload, if it has a text of its own. */
export const serverSignedFileProblem = (code: string | undefined): SignedUploadProblem | null =>
  (code === undefined ? undefined : SERVER_PROBLEMS.get(code)) ?? null;
