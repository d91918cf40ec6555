import { ApiLogEntryDetail, ApiLogPage, type ApiLogQuery } from "@portal/contracts";
import { api } from "@/lib/api";

const path = encodeURIComponent;

/**
 * An application's API log (the configure screen's "API log"): the merchant API calls made
 * with its keys. Never cached: calls are written up to a second after their answer, so the
 * log changes while nobody looks, and a body may hold a customer's details.
 */
export const apiLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The last 30 days' calls, newest first, a page of 20. A `status` other than a class or
     * one status is refused with `fields.status` = `validation.apiLogStatus`; the dialog offers
     * only the classes.
     */
    apiLog: build.query<ApiLogPage, { appId: string; query: ApiLogQuery }>({
      query: ({ appId, query }) => ({ url: `api/apps/${path(appId)}/api-log`, params: query }),
      keepUnusedDataFor: 0,
      responseSchema: ApiLogPage,
    }),
    /** One call with both bodies, secrets and card numbers removed. */
    apiLogEntry: build.query<ApiLogEntryDetail, { appId: string; entryId: string }>({
      query: ({ appId, entryId }) => `api/apps/${path(appId)}/api-log/${path(entryId)}`,
      keepUnusedDataFor: 0,
      responseSchema: ApiLogEntryDetail,
    }),
  }),
});

export const { useApiLogQuery, useApiLogEntryQuery } = apiLogApi;
