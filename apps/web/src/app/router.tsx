import { useState } from "react";
import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { paths } from "@/config/paths";
import { NotFoundRoute } from "./routes/not-found";
import { RootLayout } from "./routes/root";
import { RouteError } from "./routes/route-error";

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
        path: paths.auth.signIn,
        lazy: () => import("@/components/layout/auth-layout").then((m) => ({ Component: m.AuthLayout })),
        children: [
          { index: true, lazy: () => import("@/features/auth/routes/sign-in").then((m) => ({ Component: m.SignInRoute })) },
          {
            path: paths.auth.register,
            lazy: () => import("@/features/auth/routes/register").then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: paths.auth.forgotPassword,
            lazy: () => import("@/features/auth/routes/forgot-password").then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: paths.auth.resetPassword,
            lazy: () => import("@/features/auth/routes/reset-password").then((m) => ({ Component: m.ResetPasswordRoute })),
          },
        ],
      },
      {
        path: paths.home,
        lazy: () => import("./routes/signed-in").then((m) => ({ Component: m.SignedInRoute })),
        children: [
          { index: true, lazy: () => import("@/features/dashboard/routes/dashboard").then((m) => ({ Component: m.DashboardRoute })) },
        ],
      },
      // In the main bundle anyway: the error boundary shows it for a routing 404.
      { path: "*", Component: NotFoundRoute },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
