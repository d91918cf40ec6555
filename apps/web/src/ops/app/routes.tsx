import type { ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { NoAccess } from "../components/no-access";
import { AuditRoute } from "../features/audit/audit-route";
import { ContractRoute } from "../features/contracts/contract-route";
import { ContractsRoute } from "../features/contracts/contracts-route";
import { BatchRoute } from "../features/finance/batch-route";
import { PayoutsRoute } from "../features/finance/payouts-route";
import { StatementRoute } from "../features/finance/statement-route";
import { StatementsRoute } from "../features/finance/statements-route";
import { MerchantRoute } from "../features/merchants/merchant-route";
import { MerchantsRoute } from "../features/merchants/merchants-route";
import { OperatorsRoute } from "../features/operators/operators-route";
import { ReconciliationDayRoute } from "../features/reconciliation/reconciliation-day-route";
import { ReconciliationRoute } from "../features/reconciliation/reconciliation-route";
import { ReconciliationSummaryCard } from "../features/reconciliation/reconciliation-summary-card";
import { ReviewRoute } from "../features/reviews/review-route";
import { ReviewsRoute } from "../features/reviews/reviews-route";
import { SettingsRoute } from "../features/settings/settings-route";
import { SetupRoute } from "../features/setup/setup-route";
import { SignInRoute } from "../features/sign-in/sign-in-route";
import { type Area, mayOpen } from "../lib/access";
import { useOperator } from "../lib/operator-context";
import { SignedInRoute } from "./signed-in";
import { NotFoundRoute, RouteError } from "./status-page";

/** A section only the roles that may use it open; the others are told so (the API would answer 403). */
function Only({ area, children }: { area: Area; children: ReactNode }) {
  const { role } = useOperator();
  return mayOpen(role, area) ? children : <NoAccess />;
}

/** The start screen: the review queue for those who review or read it, the payouts for finance. */
function StartRoute() {
  const { role } = useOperator();
  return <Navigate to={mayOpen(role, "reviews") ? paths.reviews : paths.payouts} replace />;
}

/**
 * The console's route tree, under the basename `/ops`. Small enough to load at once: no
 * screen is split off, so every screen opens without a wait.
 */
export const opsRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      { path: paths.signIn, Component: SignInRoute },
      { path: paths.setup, Component: SetupRoute },
      {
        path: paths.start,
        Component: SignedInRoute,
        children: [
          { index: true, Component: StartRoute },
          {
            path: paths.reviews,
            element: (
              <Only area="reviews">
                {/* The admins' start page: reconciliation at a glance first (the card shows itself to those who read it). */}
                <ReviewsRoute lead={<ReconciliationSummaryCard />} />
              </Only>
            ),
          },
          {
            path: paths.review,
            element: (
              <Only area="reviews">
                <ReviewRoute />
              </Only>
            ),
          },
          {
            path: paths.contracts,
            element: (
              <Only area="contracts">
                <ContractsRoute />
              </Only>
            ),
          },
          {
            path: paths.contract,
            element: (
              <Only area="contracts">
                <ContractRoute />
              </Only>
            ),
          },
          {
            path: paths.merchants,
            element: (
              <Only area="merchants">
                <MerchantsRoute />
              </Only>
            ),
          },
          {
            path: paths.merchant,
            element: (
              <Only area="merchants">
                <MerchantRoute />
              </Only>
            ),
          },
          {
            path: paths.payouts,
            element: (
              <Only area="payouts">
                {/* Finance's start page: reconciliation at a glance first. */}
                <PayoutsRoute lead={<ReconciliationSummaryCard />} />
              </Only>
            ),
          },
          {
            path: paths.batch,
            element: (
              <Only area="payouts">
                <BatchRoute />
              </Only>
            ),
          },
          {
            path: paths.statements,
            element: (
              <Only area="statements">
                <StatementsRoute />
              </Only>
            ),
          },
          {
            path: paths.statement,
            element: (
              <Only area="statements">
                <StatementRoute />
              </Only>
            ),
          },
          {
            path: paths.reconciliation,
            element: (
              <Only area="reconciliation">
                <ReconciliationRoute />
              </Only>
            ),
          },
          {
            path: paths.reconciliationDay,
            element: (
              <Only area="reconciliation">
                <ReconciliationDayRoute />
              </Only>
            ),
          },
          {
            path: paths.operators,
            element: (
              <Only area="operators">
                <OperatorsRoute />
              </Only>
            ),
          },
          {
            path: paths.audit,
            element: (
              <Only area="audit">
                <AuditRoute />
              </Only>
            ),
          },
          {
            path: paths.settings,
            element: (
              <Only area="settings">
                <SettingsRoute />
              </Only>
            ),
          },
          { path: "*", Component: NotFoundRoute },
        ],
      },
    ],
  },
];
