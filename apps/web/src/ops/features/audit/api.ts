import { OperatorAuditPage } from "@portal/contracts";
import type * as z from "zod/mini";
import { saveBlob } from "@/lib/save-file";
import { opsApi } from "../../lib/api";

/** The file the export is saved as. */
export const AUDIT_FILE_NAME = "operator-audit.csv";

/** The operator audit trail (admin). */
export const auditApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/audit?page=N`: newest first, twenty a page. */
    audit: build.query<z.infer<typeof OperatorAuditPage>, number>({
      query: (page) => ({ url: "audit", params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["Audit"],
      responseSchema: OperatorAuditPage,
    }),
    /**
     * `GET /api/ops/audit/export`: the whole trail as CSV, fetched with the operator's token
     * (a plain link would carry none) and saved as it arrives; the file never enters the store.
     */
    exportAudit: build.mutation<null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: "audit/export",
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, AUDIT_FILE_NAME);
        return { data: null };
      },
      // The export is itself recorded in the trail.
      invalidatesTags: ["Audit"],
    }),
  }),
});

export const { useAuditQuery, useExportAuditMutation } = auditApi;
