import { CssBaseline, ThemeProvider } from "@mui/material";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { Provider as ReduxProvider } from "react-redux";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { LiveRegionProvider } from "@/components/live-region";
import { theme } from "@/lib/theme";
import { opsI18n } from "../lib/i18n";
import { makeOpsStore } from "../lib/store";

/**
 * The console: its own store, API client and i18next (none of the portal's, so neither realm
 * ever sends the other's token), with the portal's theme and live regions.
 */
export function OpsApp({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [store] = useState(makeOpsStore);
  return (
    <I18nextProvider i18n={opsI18n}>
      <ReduxProvider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <LiveRegionProvider>
            <RouterProvider router={router} />
          </LiveRegionProvider>
        </ThemeProvider>
      </ReduxProvider>
    </I18nextProvider>
  );
}
