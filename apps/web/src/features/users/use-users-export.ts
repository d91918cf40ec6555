import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { todayIsoDate } from "@/lib/date-presets";
import { downloadFile } from "@/lib/download";
import { saveBlob } from "@/lib/save-file";

type UsersExportState = { kind: "idle" } | { kind: "downloading" } | { kind: "failed"; message: string };

/** The users list as .xlsx (`GET api/users/export`), under the search shown: downloaded with the session's token, then saved. */
export function useUsersExport() {
  const [state, setState] = useState<UsersExportState>({ kind: "idle" });

  const download = async (fullName: string | undefined) => {
    setState({ kind: "downloading" });
    try {
      const file = await downloadFile(
        "api/users/export",
        new URLSearchParams(fullName ? { fullName } : {}),
        () => undefined,
      );
      saveBlob(file.blob, file.fileName ?? `users-${todayIsoDate()}.xlsx`);
      setState({ kind: "idle" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error) });
    }
  };

  return { state, download, dismiss: () => setState({ kind: "idle" }) };
}
