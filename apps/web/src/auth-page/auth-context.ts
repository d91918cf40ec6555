import type { AuthPageConfig } from "@portal/contracts";
import { createContext, useContext } from "react";
import type { AuthApi } from "./api";

interface AuthPage {
  config: AuthPageConfig;
  /** The signed-out calls, in the page's language. */
  api: AuthApi;
}

export const AuthPageContext = createContext<AuthPage | null>(null);

export function useAuthPage(): AuthPage {
  const page = useContext(AuthPageContext);
  if (!page) throw new Error("useAuthPage outside the signed-out page");
  return page;
}
