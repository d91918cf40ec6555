import { Stack, Typography } from "@mui/material";
import type { PaymentStatus } from "@portal/contracts";
import type { ReactNode } from "react";
import { StatusChip } from "@/components/status-chip";

interface DetailHeaderProps {
  /** What the page is about ("Invoice"), above its `h1`. */
  caption: string;
  title: string;
  status: PaymentStatus;
  amount: string;
  actions?: ReactNode;
}

/** A detail screen's head: the code as the page's `h1`, its status and amount, and what can be done. */
export function DetailHeader({ caption, title, status, amount, actions }: DetailHeaderProps) {
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { xs: "flex-start", md: "flex-end" }, mb: 3 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, overflowWrap: "anywhere" }}
          >
            {title}
          </Typography>
          <StatusChip status={status} size="medium" />
        </Stack>
        <Typography variant="h5" component="p">
          {amount}
        </Typography>
      </Stack>
      {actions}
    </Stack>
  );
}
