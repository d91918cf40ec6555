import { Link, Stack, Typography } from "@mui/material";
import type { Application } from "@portal/contracts";
import type { TFunction } from "i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { paths } from "@/light/paths";
import { AppLogo } from "./components/app-logo";
import { CopyButton } from "@/components/copy-button";
import type { Column } from "@/components/rows-table";
import { StatusChip } from "./components/status-chip";

export interface CellContext {
  t: TFunction;
  formatDate: (value: string) => string;
}

export const configurePath = (app: Pick<Application, "id" | "configId">) =>
  generatePath(paths.applications.configure, { appId: app.id, appConfigId: app.configId });

/** The name links to the configure screen: the row's way in for keyboards and screen readers. */
export function AppNameLink({ app }: { app: Application }) {
  return (
    <Link
      component={RouterLink}
      to={configurePath(app)}
      underline="hover"
      sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}
    >
      {app.appName}
    </Link>
  );
}

export function MerchantId({ app, t }: { app: Application; t: TFunction }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: "monospace", letterSpacing: 0.5 }}>
        {app.merchantId}
      </Typography>
      <CopyButton value={app.merchantId} label={t("applications.list.copyMerchantIdOf", { appName: app.appName })} />
    </Stack>
  );
}

/** The applications list's columns (STYLE: one module per resource's columns). */
export const applicationColumns: Column<Application, CellContext>[] = [
  {
    id: "logo",
    header: (t) => t("applications.list.columns.logo"),
    cell: (app) => <AppLogo appName={app.appName} logoUrl={app.logoUrl} />,
    inCard: false,
    narrow: true,
  },
  {
    id: "appName",
    header: (t) => t("applications.list.columns.appName"),
    cell: (app) => <AppNameLink app={app} />,
    inCard: false,
  },
  {
    id: "status",
    header: (t) => t("applications.list.columns.status"),
    cell: (app) => <StatusChip status={app.status} />,
    // The card's head shows it.
    inCard: false,
  },
  {
    id: "merchantId",
    header: (t) => t("applications.merchantId"),
    cell: (app, { t }) => <MerchantId app={app} t={t} />,
    inCard: true,
  },
  {
    id: "createdAt",
    header: (t) => t("applications.list.columns.createdAt"),
    cell: (app, { formatDate }) => formatDate(app.createdAt),
    inCard: true,
  },
];
