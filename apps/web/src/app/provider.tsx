import { CssBaseline, ThemeProvider } from "@mui/material";
import { type ReactNode, useState } from "react";
import { Provider as ReduxProvider } from "react-redux";
import { LiveRegionProvider } from "@/components/live-region";
import { theme } from "@/lib/theme";
import { makeStore } from "./store";

/** Store, theme, baseline styles and the live regions; each mount (the app, or one test) gets a fresh store. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LiveRegionProvider>{children}</LiveRegionProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
