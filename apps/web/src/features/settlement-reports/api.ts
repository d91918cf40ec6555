import {
  SettlementReport,
  type SettlementReportQuery,
  SettlementReportSchedule,
  type SettlementReportScheduleInput,
} from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

/** One application's report: the path's application, and the query's days and currency. */
export type SettlementReportRequest = SettlementReportQuery & { appId: string };

const path = (appId: string) => `api/settlement-reports/${encodeURIComponent(appId)}`;

/**
 * The settlement report (docs/settlement-report.md) and the user's e-mail schedule of it. The
 * report is never cached, as the wallet's operations: money moved elsewhere changes it, and
 * it carries the `Wallet` tag so money moved from this tab refetches it. Saving or stopping a
 * schedule writes the answer straight into the schedule's cache.
 */
export const settlementReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    settlementReport: build.query<SettlementReport, SettlementReportRequest>({
      query: ({ appId, ...params }) => ({ url: path(appId), params }),
      keepUnusedDataFor: 0,
      providesTags: ["Wallet"],
      responseSchema: asSent(SettlementReport),
    }),
    settlementReportSchedule: build.query<SettlementReportSchedule | null, string>({
      query: (appId) => `${path(appId)}/schedule`,
      responseSchema: asSent(z.nullable(SettlementReportSchedule)),
    }),
    setSettlementReportSchedule: build.mutation<
      SettlementReportSchedule,
      SettlementReportScheduleInput & { appId: string }
    >({
      query: ({ appId, ...body }) => ({ url: `${path(appId)}/schedule`, method: "PUT", body }),
      responseSchema: asSent(SettlementReportSchedule),
      onQueryStarted: async ({ appId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(settlementReportsApi.util.updateQueryData("settlementReportSchedule", appId, () => data));
        } catch {
          // A failed save is shown by the control that made it.
        }
      },
    }),
    removeSettlementReportSchedule: build.mutation<null, string>({
      query: (appId) => ({ url: `${path(appId)}/schedule`, method: "DELETE" }),
      onQueryStarted: async (appId, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(settlementReportsApi.util.updateQueryData("settlementReportSchedule", appId, () => null));
        } catch {
          // As above.
        }
      },
    }),
  }),
});

export const {
  useSettlementReportQuery,
  useSettlementReportScheduleQuery,
  useSetSettlementReportScheduleMutation,
  useRemoveSettlementReportScheduleMutation,
} = settlementReportsApi;
