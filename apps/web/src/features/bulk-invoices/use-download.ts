import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { downloadFile } from "@/lib/download";
import { saveBlob } from "@/lib/save-file";

type DownloadState = { kind: "idle" } | { kind: "downloading" } | { kind: "failed"; message: string };

/**
 * A workbook from the API (the sample table, an upload's result): downloaded with the
 * session's token and the interface language, which the server writes its headers in,
 * then saved under the server's name for it, or `fallbackName`.
 */
export function useDownload(path: string, fallbackName: string) {
  const [state, setState] = useState<DownloadState>({ kind: "idle" });

  const download = async () => {
    setState({ kind: "downloading" });
    try {
      const file = await downloadFile(path, new URLSearchParams(), () => undefined);
      saveBlob(file.blob, file.fileName ?? fallbackName);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    }
  };

  return { state, download, dismiss: () => setState({ kind: "idle" }) };
}
