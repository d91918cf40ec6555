import { serverError } from "./api-error";

/** An id that names nothing of this account: 404, or 400 when it is not an id at all. */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error)) return false;
  return error.status === 404 || (error.status === 400 && serverError(error)?.code === "VALIDATION_ERROR");
}
