import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import type { Application } from "@portal/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "@/lib/format";
import { applicationColumns, AppNameLink, type CellContext, configurePath } from "../applications-columns";
import { AppLogo } from "./app-logo";
import { StatusChip } from "./status-chip";

const phoneWidth = (theme: Theme) => theme.breakpoints.down("sm");

/** A click on the row's own controls (the name link, a copy button) is theirs, not the row's. */
const onControl = (event: MouseEvent) => (event.target as HTMLElement).closest("a, button") !== null;

/** The applications as a table, or as cards below 600 px; a row or card opens the application. */
export function ApplicationsTable({ applications, label }: { applications: Application[]; label: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const phone = useMediaQuery(phoneWidth, { noSsr: true });
  const context: CellContext = { t, formatDate: (value) => formatDate(value) };
  const open = (app: Application) => (event: MouseEvent) => {
    if (!onControl(event)) void navigate(configurePath(app));
  };

  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {applications.map((app) => (
          <Paper component="li" key={app.id} variant="outlined" onClick={open(app)} sx={{ p: 2, cursor: "pointer" }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1.5 }}>
              <AppLogo appName={app.appName} logoUrl={app.logoUrl} height={32} />
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <AppNameLink app={app} />
                <StatusChip status={app.status} />
              </Stack>
            </Stack>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {applicationColumns
                .filter((column) => column.inCard && column.id !== "status")
                .map((column) => (
                  <Stack key={column.id} direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header(t)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {column.cell(app, context)}
                    </Typography>
                  </Stack>
                ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {applicationColumns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: "bold", whiteSpace: "nowrap", width: column.narrow ? "1%" : undefined }}>
                {column.header(t)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((app) => (
            <TableRow key={app.id} hover onClick={open(app)} sx={{ cursor: "pointer" }}>
              {applicationColumns.map((column) => (
                <TableCell key={column.id}>{column.cell(app, context)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
