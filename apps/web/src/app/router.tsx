import { useState } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { i18n } from "@/lib/i18n";
import { paths } from "@/light/paths";
import { NotFoundRoute } from "./routes/not-found";
import { RootLayout } from "./routes/root";
import { RouteError } from "./routes/route-error";
import { SignedInRoute } from "./routes/signed-in";

/**
 * The route tree (SPEC §2). Screens load on demand: the first one behind the full-screen
 * spinner, later ones behind the root's progress bar. (Lazy functions, not lazy objects:
 * React Router empties a lazy object once loaded, which would break a second router made
 * from this tree, as each test makes.)
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        path: paths.home,
        // Not lazy: every screen but the 404 opens inside it, so it rides in the portal's
        // long-lived chunks instead of a chain of its own (docs/web-portal.md, "First load").
        Component: SignedInRoute,
        children: [
          {
            index: true,
            // Its texts are a namespace of their own (lazyNamespaces), fetched alongside the code.
            lazy: () =>
              Promise.all([import("@/features/dashboard/routes/dashboard"), i18n.loadNamespaces("dashboard")]).then(
                ([m]) => ({ Component: m.DashboardRoute }),
              ),
          },
          {
            path: paths.connect,
            lazy: () => import("@/features/connect/routes/connect").then((m) => ({ Component: m.ConnectRoute })),
          },
          {
            path: paths.contract,
            lazy: () =>
              import("@/features/contract-signing/routes/contract").then((m) => ({ Component: m.ContractRoute })),
          },
          {
            path: paths.applications.list,
            lazy: () =>
              import("@/features/applications/routes/applications").then((m) => ({ Component: m.ApplicationsRoute })),
          },
          {
            path: paths.applications.configure,
            lazy: () =>
              import("@/features/applications/routes/configure-application").then((m) => ({
                Component: m.ConfigureApplicationRoute,
              })),
          },
          {
            path: paths.settings,
            // Its texts are a namespace of their own (lazyNamespaces), fetched alongside the code.
            lazy: () =>
              Promise.all([import("@/features/settings/routes/settings"), i18n.loadNamespaces("settings")]).then(
                ([m]) => ({ Component: m.SettingsRoute }),
              ),
          },
          {
            path: paths.settingsSecurity,
            lazy: () =>
              Promise.all([import("@/features/settings/routes/settings"), i18n.loadNamespaces("settings")]).then(
                ([m]) => ({ Component: m.SettingsSecurityRoute }),
              ),
          },
          {
            path: paths.billing.invoices,
            lazy: () => import("@/features/invoices/routes/invoices").then((m) => ({ Component: m.InvoicesRoute })),
          },
          {
            path: paths.billing.transactions,
            lazy: () =>
              import("@/features/transactions/routes/transactions").then((m) => ({ Component: m.TransactionsRoute })),
          },
          {
            path: paths.billing.payouts,
            lazy: () => import("@/features/payouts/routes/payouts").then((m) => ({ Component: m.PayoutsRoute })),
          },
          {
            path: paths.billing.qrPayments,
            lazy: () =>
              import("@/features/qr-payments/routes/qr-payments").then((m) => ({ Component: m.QrPaymentsRoute })),
          },
          {
            path: paths.billing.createAnInvoice,
            lazy: () =>
              import("@/features/invoices/routes/create-an-invoice").then((m) => ({
                Component: m.CreateAnInvoiceRoute,
              })),
          },
          // SPEC §2: the billing section itself is the wallet too.
          {
            path: paths.billing.wallet,
            lazy: () => import("@/features/wallet/routes/wallet").then((m) => ({ Component: m.WalletRoute })),
          },
          {
            path: paths.billing.root,
            lazy: () => import("@/features/wallet/routes/wallet").then((m) => ({ Component: m.WalletRoute })),
          },
          {
            path: paths.billing.settlementReport,
            // Its texts are a namespace of their own (lazyNamespaces), fetched alongside the code.
            lazy: () =>
              Promise.all([
                import("@/features/settlement-reports/routes/settlement-report"),
                i18n.loadNamespaces("settlementReports"),
              ]).then(([m]) => ({ Component: m.SettlementReportRoute })),
          },
          {
            path: paths.billing.bulkInvoice,
            lazy: () =>
              Promise.all([
                import("@/features/bulk-invoices/routes/bulk-invoice"),
                i18n.loadNamespaces("bulkInvoices"),
              ]).then(([m]) => ({
                Component: m.BulkInvoiceRoute,
              })),
          },
          {
            path: paths.billing.bulkInvoiceDetail,
            lazy: () =>
              Promise.all([
                import("@/features/bulk-invoices/routes/bulk-invoice-detail"),
                i18n.loadNamespaces("bulkInvoices"),
              ]).then(([m]) => ({
                Component: m.BulkInvoiceDetailRoute,
              })),
          },
          {
            path: paths.billing.history,
            lazy: () =>
              import("@/features/invoices/routes/invoice-history").then((m) => ({ Component: m.InvoiceHistoryRoute })),
          },
          {
            path: paths.billing.operations,
            lazy: () =>
              import("@/features/transactions/routes/operation-details").then((m) => ({
                Component: m.OperationDetailsRoute,
              })),
          },
          {
            path: paths.users,
            lazy: () => import("@/features/users/routes/users").then((m) => ({ Component: m.UsersRoute })),
          },
          {
            path: paths.developers.widgets,
            // Its texts are a namespace of their own (lazyNamespaces), fetched alongside the code.
            lazy: () =>
              Promise.all([import("@/features/widgets/routes/widgets"), i18n.loadNamespaces("widgets")]).then(
                ([m]) => ({ Component: m.WidgetsRoute }),
              ),
          },
        ],
      },
      // In the main bundle anyway: the error boundary shows it for a routing 404.
      { path: "*", Component: NotFoundRoute },
    ],
  },
];

/**
 * Starts fetching the chunks of the screen at `pathname` (its layouts and its route), so
 * they download while the configuration and the texts load instead of after them. The
 * router asks again when it starts; the browser has them by then (lazy functions only
 * import, so a second call costs nothing).
 */
export function preloadScreen(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === "function") void route.lazy().catch(() => undefined);
  }
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
