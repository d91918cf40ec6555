import { pageLoad } from "@/light/page-load";
import { paths } from "@/light/paths";
import { storage } from "@/light/storage";

/**
 * Ends the session on this device (SPEC §4): wipes local storage, and session storage
 * (onboarding drafts hold personal details), and opens the sign-in screen with a full
 * page load, so nothing the signed-out user fetched stays in memory.
 */
export function endSession() {
  storage.clear();
  sessionStorage.clear();
  pageLoad.open(paths.auth.signIn);
}
