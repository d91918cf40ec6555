import { Link } from "@mui/material";
import { Link as RouterLink } from "react-router";

/** The centred way on below an auth screen's form or outcome. */
export function AuthLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ alignSelf: "center" }}>
      {children}
    </Link>
  );
}
