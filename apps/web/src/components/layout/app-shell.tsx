import Logout from "@mui/icons-material/Logout";
import { AppBar, Box, Button, Toolbar, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface AppShellProps {
  userName: string;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/** The signed-in frame: top bar with the product, the user and logout; the page below. */
export function AppShell({ userName, onLogout, loggingOut, children }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: "100dvh", bgcolor: "background.default" }}>
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0, color: "secondary.main" }}>
            {t("common.productName")}
          </Typography>
          <Typography variant="body2" noWrap sx={{ minWidth: 0, maxWidth: "40%" }}>
            {userName}
          </Typography>
          <Button color="secondary" startIcon={<Logout />} onClick={onLogout} disabled={loggingOut} sx={{ flexShrink: 0 }}>
            {t("common.logout")}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
