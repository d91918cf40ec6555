import type { SettlementReportFormat } from "@portal/contracts";
import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { downloadFile } from "@/lib/download";
import { saveBlob } from "@/lib/save-file";
import type { SettlementReportRequest } from "./api";

export type DownloadState =
  { kind: "idle" } | { kind: "downloading"; format: SettlementReportFormat } | { kind: "failed"; message: string };

/**
 * The report as a file (`GET api/settlement-reports/{appId}/export`), through the API client so
 * it carries the interface language; saved under the server's name (the application and the period).
 */
export function useSettlementReportDownload() {
  const [state, setState] = useState<DownloadState>({ kind: "idle" });

  const download = async ({ appId, ...query }: SettlementReportRequest, format: SettlementReportFormat) => {
    setState({ kind: "downloading", format });
    try {
      const params = new URLSearchParams({ from: query.from, to: query.to, format });
      if (query.currency) params.set("currency", query.currency);
      const file = await downloadFile(`api/settlement-reports/${encodeURIComponent(appId)}/export`, params, () => {});
      saveBlob(file.blob, file.fileName ?? `settlement-report-${query.from}_${query.to}.${format}`);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    }
  };

  return { state, download, dismiss: () => setState({ kind: "idle" }) };
}
