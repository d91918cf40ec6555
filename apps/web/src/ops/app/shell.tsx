import Logout from "@mui/icons-material/Logout";
import { AppBar, Box, Button, Link, Stack, Toolbar, Typography } from "@mui/material";
import type { Operator } from "@portal/contracts";
import { type ReactNode, useRef } from "react";
import { NavLink } from "react-router";
import { paths } from "../config/paths";
import { LanguageSelect } from "../components/language-select";
import { type Area, areasFor } from "../lib/access";
import { useSignOutMutation } from "../lib/session-api";
import { useTexts } from "../lib/use-texts";

const areaPaths: Record<Area, string> = {
  reviews: paths.reviews,
  contracts: paths.contracts,
  merchants: paths.merchants,
  payouts: paths.payouts,
  statements: paths.statements,
  reconciliation: paths.reconciliation,
  operators: paths.operators,
  audit: paths.audit,
  settings: paths.settings,
};

/**
 * The signed-in frame: the bar with the console's name, who is signed in and Sign out, and
 * the sections the operator's role opens.
 */
export function Shell({ operator, children }: { operator: Operator; children: ReactNode }) {
  const { t } = useTexts();
  const mainRef = useRef<HTMLElement>(null);
  const [signOut, signingOut] = useSignOutMutation();
  const areas = areasFor(operator.role);

  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <Link
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        sx={{
          position: "absolute",
          zIndex: "tooltip",
          left: 8,
          top: 8,
          px: 2,
          py: 1,
          bgcolor: "background.paper",
          borderRadius: 1,
          transform: "translateY(-200%)",
          "&:focus-visible": { transform: "none" },
        }}
      >
        {t("ops.skipToContent")}
      </Link>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
        <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {t("ops.title")}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {t("ops.shell.operator", { name: operator.name, role: t(`ops.roles.${operator.role}`) })}
            </Typography>
            <LanguageSelect />
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<Logout />}
              disabled={signingOut.isLoading}
              onClick={() => void signOut()}
            >
              {t("ops.shell.signOut")}
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1, display: "flex", flexDirection: { xs: "column", md: "row" }, minWidth: 0 }}>
        {areas.length > 0 && (
          <Box
            component="nav"
            aria-label={t("ops.shell.navLabel")}
            sx={{
              flexShrink: 0,
              width: { md: 220 },
              borderRight: { md: 1 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: "divider",
              bgcolor: "background.paper",
            }}
          >
            <Stack
              component="ul"
              direction={{ xs: "row", md: "column" }}
              sx={{ listStyle: "none", m: 0, p: 1, gap: 0.5, overflowX: "auto" }}
            >
              {areas.map((area) => (
                <li key={area}>
                  <Button
                    component={NavLink}
                    to={areaPaths[area]}
                    color="secondary"
                    sx={{
                      justifyContent: "flex-start",
                      whiteSpace: "nowrap",
                      width: { md: "100%" },
                      "&.active": { bgcolor: "action.selected", fontWeight: 600 },
                    }}
                  >
                    {t(`ops.nav.${area}`)}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        <Box
          component="main"
          id="main"
          ref={mainRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, "&:focus": { outline: "none" } }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
