import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { keepFirstFrame } from "@/lib/first-frame-handover";
import { AppProvider } from "@/app/provider";
import { AppRouter, preloadScreen } from "@/app/router";
import { loadRuntimeConfig } from "@/config/runtime-config";
import { i18n, i18nReady } from "@/lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

preloadScreen(window.location.pathname);
Promise.all([loadRuntimeConfig(), i18nReady]).then(
  () => {
    keepFirstFrame(root);
    // A transition: React renders the first screen in slices and lets the browser in between
    // (no long task of a whole MUI tree on a slow phone; docs/web-portal.md).
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    // Without its configuration the portal cannot reach the API: say so plainly.
    console.error(error);
    root.textContent = i18n.t("errors.generic");
  },
);
