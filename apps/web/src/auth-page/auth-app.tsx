import { useEffect, useMemo, useRef, useState } from "react";
import { usePageLocale } from "../light/i18n/use-page-locale";
import { keptLanguage } from "../light/language-choice";
import { authApi } from "./api";
import { AuthPageContext } from "./auth-context";
import { AuthLayout } from "./components/auth-layout";
import { loadMessages } from "./i18n/messages";
import { LocaleContext } from "./i18n/locale";
import { pageLoad } from "../light/page-load";
import { isAuthPath, NavigationContext, type Screen, screenOf } from "./navigation";
import type { AuthPageData } from "./page-data";
import { ForgotPassword } from "./screens/forgot-password";
import { NotFound } from "./screens/not-found";
import { Register } from "./screens/register";
import { ResetPassword } from "./screens/reset-password";
import { SignIn } from "./screens/sign-in";
import { ConfirmEmail } from "./screens/confirm-email";
import { UndoContactChange } from "./screens/undo-contact-change";
import { UnlockAccount } from "./screens/unlock-account";
import { VerifyEmail } from "./screens/verify-email";

function ScreenOf({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case "signIn":
      return <SignIn />;
    case "register":
      return <Register />;
    case "forgotPassword":
      return <ForgotPassword />;
    case "resetPassword":
      return <ResetPassword guid={screen.guid} />;
    case "verifyEmail":
      return <VerifyEmail token={screen.token} />;
    case "unlock":
      return <UnlockAccount token={screen.token} />;
    case "confirmEmail":
      return <ConfirmEmail token={screen.token} />;
    case "undoChange":
      return <UndoContactChange token={screen.token} />;
    case "notFound":
      return <NotFound />;
  }
}

interface AuthAppProps {
  data: AuthPageData;
  /** Where the page opened: the request's path on the server, the address bar in the browser. */
  path: string;
}

/**
 * The signed-out screens (docs/auth-page.md): rendered by the server (server.tsx) and
 * hydrated in the browser (main.tsx) from the same data. Moving between them stays in the
 * page (history entries, no reload); signing in opens the portal with a full load.
 */
export function AuthApp({ data, path: openedAt }: AuthAppProps) {
  const { config } = data;
  const locale = usePageLocale({ language: data.language, messages: data.messages }, loadMessages);
  const { language } = locale;
  const [location, setLocation] = useState<{ path: string; state: unknown }>({ path: openedAt, state: null });
  const page = useMemo(
    () => ({ config, api: authApi({ apiBaseUrl: config.apiBaseUrl, language }) }),
    [config, language],
  );
  const navigation = useMemo(
    () => ({
      ...location,
      navigate(to: string, state: unknown = null) {
        if (!isAuthPath(to)) return pageLoad.open(to);
        window.history.pushState(state, "", to);
        setLocation({ path: to, state });
        window.scrollTo(0, 0);
      },
    }),
    [location],
  );

  // Back and Forward move between the screens this page showed, with what each was handed.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) =>
      setLocation({ path: window.location.pathname, state: event.state as unknown });
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  // The server knew only the cookie; a portal of an older build kept the language in local
  // storage alone (SPEC §3): the page switches to it. Nothing is written otherwise: after a
  // logout, local storage stays empty until the user signs in again (SPEC §4).
  useEffect(() => {
    const kept = keptLanguage(config.region);
    if (kept !== locale.language) locale.changeLanguage(kept);
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A screen opened in place starts at its heading, for keyboard and screen-reader users, as a
  // loaded page would; unless it put the focus somewhere itself (the code field).
  const openedPath = useRef(location.path);
  useEffect(() => {
    if (location.path === openedPath.current) return;
    openedPath.current = location.path;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.classList.add("focus-target");
    heading?.focus();
  }, [location.path]);
  // <html lang> follows the language (screen readers, CSS text-transform).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const screen = screenOf(location.path);
  return (
    <LocaleContext value={locale}>
      <AuthPageContext value={page}>
        <NavigationContext value={navigation}>
          {/* A new screen is a new form: nothing typed on one carries to the next by accident. */}
          <AuthLayout>
            <ScreenOf key={location.path} screen={screen} />
          </AuthLayout>
        </NavigationContext>
      </AuthPageContext>
    </LocaleContext>
  );
}
