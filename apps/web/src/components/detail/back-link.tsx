import ArrowBack from "@mui/icons-material/ArrowBack";
import { Link } from "@mui/material";
import { Link as RouterLink } from "react-router";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 2 }}>
      <ArrowBack fontSize="small" aria-hidden />
      {children}
    </Link>
  );
}
