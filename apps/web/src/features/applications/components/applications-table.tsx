import { Stack } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { useFormat } from "@/lib/format";
import { applicationColumns, AppNameLink, configurePath } from "../applications-columns";
import { AppLogo } from "./app-logo";
import { StatusChip } from "./status-chip";

/** The applications as a table, or as cards below 600 px; a row or card opens the application. */
export function ApplicationsTable({ applications, label }: { applications: Application[]; label: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  return (
    <RowsTable
      rows={applications}
      columns={applicationColumns}
      context={{ t, formatDate: (value: string) => formatDate(value) }}
      label={label}
      rowKey={(app) => app.id}
      onOpen={(app) => void navigate(configurePath(app))}
      cardHead={(app) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <AppLogo appName={app.appName} logoUrl={app.logoUrl} height={32} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <AppNameLink app={app} />
            <StatusChip status={app.status} />
          </Stack>
        </Stack>
      )}
      cardsBelow="sm"
    />
  );
}
