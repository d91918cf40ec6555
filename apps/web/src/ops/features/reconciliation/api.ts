import {
  type differenceStatuses,
  type ExplainDifferenceRequest,
  ReconciliationDay,
  ReconciliationDifference,
  ReconciliationDifferencePage,
  ReconciliationSummary,
  type RunReconciliationRequest,
  SettlementImported,
} from "@portal/contracts";
import type * as z from "zod/mini";
import { asSent } from "@/lib/as-sent";
import { opsApi } from "../../lib/api";

/*
 * The screens read the answers as the API sends them: amounts in major units (numbers), as
 * the console shows them (the contracts' own types carry the server's minor units).
 */
export type Difference = z.input<typeof ReconciliationDifference>;
type DifferencePage = z.input<typeof ReconciliationDifferencePage>;
export type Day = z.input<typeof ReconciliationDay>;
export type DayTotal = Day["totals"][number];
export type DifferenceStatus = (typeof differenceStatuses)[number];

const DifferenceSent = asSent(ReconciliationDifference);
const PageSent = asSent(ReconciliationDifferencePage);
const DaySent = asSent(ReconciliationDay);

const path = encodeURIComponent;

/** Every page of every filter of the differences, asked again after any change. */
const DIFFERENCES = { type: "ReconciliationDifference", id: "LIST" } as const;
const SUMMARY = { type: "ReconciliationSummary", id: "START" } as const;
const dayTag = (day: string) => ({ type: "ReconciliationDay" as const, id: day });

/**
 * Reconciliation (docs/reconciliation.md): each day the ledger's card money against the
 * acquirer's settlement report and the money sent out against the bank's statements; the
 * differences finance explains with a note. Finance and admin read; only finance acts. Shared
 * by the finance team, so nothing is kept once no screen shows it.
 */
export const reconciliationApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/reconciliation/summary`: the open differences, the oldest day among them, and the last run. */
    reconciliationSummary: build.query<ReconciliationSummary, void>({
      query: () => "reconciliation/summary",
      keepUnusedDataFor: 0,
      providesTags: [SUMMARY],
      responseSchema: ReconciliationSummary,
    }),
    /** `GET /api/ops/reconciliation/differences?status&page`: the oldest day first, twenty a page. */
    differences: build.query<DifferencePage, { status: DifferenceStatus; page: number }>({
      query: ({ status, page }) => ({ url: "reconciliation/differences", params: { status, page } }),
      keepUnusedDataFor: 0,
      providesTags: [DIFFERENCES],
      responseSchema: PageSent,
    }),
    /**
     * `GET /api/ops/reconciliation/days/{day}`: when the day was last reconciled, both sides'
     * totals (counted afresh, so a report imported since shows), and its differences.
     */
    reconciliationDay: build.query<Day, string>({
      query: (day) => `reconciliation/days/${path(day)}`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, day) => [dayTag(day)],
      responseSchema: DaySent,
    }),
    /**
     * `POST /api/ops/reconciliation/runs` (finance): reconciles a day that is over. 400
     * VALIDATION_ERROR with `fields.day` = `validation.dayNotOver` for today or a later day.
     */
    runReconciliation: build.mutation<Day, RunReconciliationRequest>({
      query: (body) => ({ url: "reconciliation/runs", method: "POST", body }),
      invalidatesTags: (_result, error, { day }) => (error ? [] : [dayTag(day), DIFFERENCES, SUMMARY, "Audit"]),
      responseSchema: DaySent,
    }),
    /**
     * `POST /api/ops/reconciliation/differences/{differenceId}/explain` (finance): the note is
     * kept with who and when. 409 INVALID_STATE when it is explained already.
     */
    explainDifference: build.mutation<Difference, { differenceId: string; day: string } & ExplainDifferenceRequest>({
      query: ({ differenceId, note }) => ({
        url: `reconciliation/differences/${path(differenceId)}/explain`,
        method: "POST",
        body: { note },
      }),
      // A refusal because another operator explained it meanwhile is news too: ask again either way.
      invalidatesTags: (_result, _error, { day }) => [dayTag(day), DIFFERENCES, SUMMARY, "Audit"],
      responseSchema: DifferenceSent,
    }),
    /**
     * `POST /api/ops/reconciliation/acquirer-settlements` (finance): the acquirer's CSV report
     * as multipart field `file`. The very same file again answers the first import
     * (`alreadyImported`), importing nothing. 422 SETTLEMENT_FILE_INVALID names the first bad line.
     */
    // A FormData body: the base query leaves the content type to fetch, which adds the boundary.
    importSettlement: build.mutation<SettlementImported, File>({
      query: (file) => {
        const body = new FormData();
        body.append("file", file);
        return { url: "reconciliation/acquirer-settlements", method: "POST", body };
      },
      // The acquirer's side of its days' totals changes; differences change only with a run.
      invalidatesTags: (result) => (result && !result.alreadyImported ? ["ReconciliationDay", "Audit"] : []),
      responseSchema: SettlementImported,
    }),
  }),
});

export const {
  useReconciliationSummaryQuery,
  useDifferencesQuery,
  useReconciliationDayQuery,
  useRunReconciliationMutation,
  useExplainDifferenceMutation,
  useImportSettlementMutation,
} = reconciliationApi;
