import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { paths } from "../light/paths";

/** The signed-out screens, by path (SPEC §2); the link's parameter is checked by its screen. */
export type Screen =
  | { name: "signIn" | "register" | "forgotPassword" | "notFound" }
  | { name: "resetPassword"; guid: string }
  | { name: "verifyEmail" | "unlock" | "confirmEmail" | "undoChange"; token: string };

const withParameter = [
  ["resetPassword", paths.auth.resetPassword],
  ["verifyEmail", paths.auth.verifyEmail],
  ["unlock", paths.auth.unlock],
  ["confirmEmail", paths.auth.confirmEmail],
  ["undoChange", paths.auth.undoChange],
] as const;

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function screenOf(path: string): Screen {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (trimmed === paths.auth.signIn) return { name: "signIn" };
  if (trimmed === paths.auth.register) return { name: "register" };
  if (trimmed === paths.auth.forgotPassword) return { name: "forgotPassword" };
  for (const [name, pattern] of withParameter) {
    const prefix = pattern.slice(0, pattern.lastIndexOf("/") + 1);
    const rest = trimmed.startsWith(prefix) ? trimmed.slice(prefix.length) : "";
    if (rest !== "" && !rest.includes("/")) {
      const value = decode(rest);
      return name === "resetPassword" ? { name, guid: value } : { name, token: value };
    }
  }
  return { name: "notFound" };
}

export interface Navigation {
  path: string;
  /** What the previous screen handed this one (history state), unchecked. */
  state: unknown;
  /** Another signed-out screen in place; any other path is a full page load (the portal). */
  navigate: (to: string, state?: unknown) => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useNavigation outside the signed-out page");
  return navigation;
}

export const isAuthPath = (to: string) => to === paths.auth.signIn || to.startsWith(`${paths.auth.signIn}/`);

/** A link to another screen: a real link (new tab, copy), followed in place by a plain click. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !isAuthPath(to))
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="link" href={to} onClick={follow}>
      {children}
    </a>
  );
}
