import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { todayIsoDate } from "@/lib/date-presets";
import { downloadFile, type DownloadProgress } from "@/lib/download";
import { saveBlob } from "@/lib/save-file";
import type { SetFilters } from "./list-query";

export type ExportState =
  { kind: "idle" } | { kind: "downloading"; progress: DownloadProgress } | { kind: "failed"; message: string };

/**
 * The .xlsx export of the list under its current filters (`GET api/transactions-excel`,
 * SPEC §7: offset=0, isEmail=false): downloaded with its progress in view, then saved.
 */
export function useTransactionsExport() {
  const [state, setState] = useState<ExportState>({ kind: "idle" });

  const download = async (filters: SetFilters) => {
    setState({ kind: "downloading", progress: { received: 0, total: null } });
    try {
      const params = new URLSearchParams({ ...filters, offset: "0", isEmail: "false" });
      const file = await downloadFile("api/transactions-excel", params, (progress) =>
        setState({ kind: "downloading", progress }),
      );
      saveBlob(file.blob, file.fileName ?? `transactions-${todayIsoDate()}.xlsx`);
      setState({ kind: "idle" });
      return true;
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
      return false;
    }
  };

  return { state, download, dismiss: () => setState({ kind: "idle" }) };
}
