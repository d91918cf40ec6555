import * as z from "zod/mini";
import { dateField } from "./dates";
import { messages } from "./field-rules";
import { pageOf, PageQuery } from "./pages";

/*
 * The application's API log (the configure-application screen's "API log"; docs/merchant-api.md
 * "API log"): every `/api/v1` call made with its keys, kept 30 days, bodies without secrets or
 * card numbers.
 */

/** Days of calls the log shows; older months' partitions are dropped by the partition upkeep. */
export const API_LOG_DAYS = 30;
/** Calls a page of the log lists. */
export const API_LOG_PAGE_SIZE = 20;
/** Characters of a body the log keeps; a longer one ends with `…`. */
export const API_LOG_BODY_MAX = 16_000;

/** The answer's class, or one exact status. */
export const apiLogStatusClasses = ["2xx", "4xx", "5xx"] as const;
/**
 * Every status a merchant-API call answers (the merchant document's responses; its test
 * holds the two equal): the log's filter offers each beside the classes.
 */
export const apiLogStatuses = [
  "200",
  "201",
  "202",
  "400",
  "401",
  "404",
  "409",
  "413",
  "415",
  "422",
  "429",
  "500",
  "503",
] as const;
const STATUS_FILTER_PATTERN = /^(?:[2-5]xx|[1-5]\d{2})$/;

export const ApiLogEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  method: z.string(),
  /** The path with its query, as the call was made (one-time tokens blanked). */
  path: z.string(),
  status: z.number().check(z.int()),
  durationMs: z.number().check(z.int()),
  /** The `X-Request-Id` the answer carried: the same id is in the server's logs. */
  requestId: z.string(),
  idempotencyKey: z.nullable(z.string()),
});
export type ApiLogEntry = z.infer<typeof ApiLogEntry>;

/** One call with both bodies, secrets and card numbers removed; null when the call had none. */
export const ApiLogEntryDetail = z.extend(ApiLogEntry, {
  requestBody: z.nullable(z.string()),
  responseBody: z.nullable(z.string()),
});
export type ApiLogEntryDetail = z.infer<typeof ApiLogEntryDetail>;

export const ApiLogQuery = z.extend(PageQuery, {
  /** `2xx`, `4xx`, `5xx`, or one status such as `409`. */
  status: z.optional(z.string().check(z.trim(), z.regex(STATUS_FILTER_PATTERN, messages.apiLogStatus))),
  /** Calls whose path starts with this, e.g. `/api/v1/orders`. */
  path: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  idempotencyKey: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  /** Inclusive calendar days in the region's time zone. */
  from: z.optional(dateField),
  to: z.optional(dateField),
});
export type ApiLogQuery = z.infer<typeof ApiLogQuery>;

export const ApiLogPage = pageOf(ApiLogEntry);
export type ApiLogPage = z.infer<typeof ApiLogPage>;

export const ApiLogEntryParams = z.object({ appId: z.uuid(), entryId: z.uuid() });
