import { paths } from "@/config/paths";
import { storage } from "./storage";

/**
 * Ends the session on this device (SPEC §4): wipes local storage, and session storage
 * (onboarding drafts hold personal details), and opens the sign-in screen with a full
 * page load, so nothing the signed-out user fetched stays in memory.
 */
export function endSession() {
  storage.clear();
  sessionStorage.clear();
  const { pathname } = window.location;
  // Already there: a reload would only lose what the user typed.
  if (pathname === paths.auth.signIn || pathname.startsWith(`${paths.auth.signIn}/`)) return;
  window.location.assign(paths.auth.signIn);
}
