import { lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { AppShell } from "@/components/layout/app-shell";
import { useLogoutMutation, useSessionQuery } from "@/features/auth/api";
import { selectAuthUser } from "@/features/auth/auth-slice";
import { EmailVerificationBanner } from "@/features/auth/components/email-verification-banner";
import { errorMessage } from "@/lib/api-error";
import { pageLoad } from "@/light/page-load";
import { endSession } from "@/lib/session";
import { paths } from "@/light/paths";
import { storage } from "@/light/storage";
import { useAppSelector } from "../hooks";

// Only a failed logout shows it: loaded then, not with every signed-in screen.
const ErrorSnackbar = lazy(() => import("@/components/error-snackbar").then((m) => ({ default: m.ErrorSnackbar })));

/** Sign-in is a page of its own: the spinner stays until the browser has opened it. */
function ToSignIn() {
  useEffect(() => pageLoad.replace(paths.auth.signIn), []);
  return <FullScreenSpinner />;
}

/**
 * Every portal screen: opens only after a successful session check (SPEC §2); without
 * a token, or when the check fails for any reason, the user goes to sign in. Until the
 * account's e-mail address is confirmed, every page says so above its content. A sub-user
 * whose account requires a strong method and who has none is sent to Settings → Security from
 * every address (the server refuses them everything else) until the session check says they
 * have added one.
 */
export function SignedInRoute() {
  const hasToken = storage.getAccessToken() !== null;
  const session = useSessionQuery(undefined, { skip: !hasToken });
  const user = useAppSelector(selectAuthUser);
  const [logout, { isLoading: loggingOut, error: logoutError, reset: dismissLogoutError }] = useLogoutMutation();
  const { pathname } = useLocation();

  // Only the first check decides: a failed recheck of the open shell (after a change, or on
  // coming back to the tab) keeps the page, and a 401 has already ended the session anyway.
  const checked = session.data !== undefined;
  if (!hasToken || (session.isError && !checked)) return <ToSignIn />;
  if (!checked) return <FullScreenSpinner />;

  const onLogout = async () => {
    // A 401 has already ended the session in the base query; other failures are shown below.
    if ((await logout()).error === undefined) endSession();
  };

  return (
    <>
      <AppShell
        user={{ name: user.fullName, phoneNumber: user.mobilePhone }}
        onLogout={onLogout}
        loggingOut={loggingOut}
      >
        {!user.emailVerified && <EmailVerificationBanner email={user.email} />}
        {user.mustAddStrongMethod && pathname !== paths.settingsSecurity ? (
          <Navigate to={paths.settingsSecurity} replace />
        ) : (
          <Outlet />
        )}
      </AppShell>
      {logoutError !== undefined && (
        <Suspense fallback={null}>
          <ErrorSnackbar message={errorMessage(logoutError)} onClose={dismissLogoutError} />
        </Suspense>
      )}
    </>
  );
}
