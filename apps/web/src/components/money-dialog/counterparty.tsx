import Search from "@mui/icons-material/Search";
import { Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

// Who money goes to, shown before it is sent: a payout's recipient, a transfer's receiving merchant.

/** The button beside the recipient field that asks who it is; it spins while the answer is awaited. */
export function FindButton({
  looking,
  disabled,
  onFind,
  children,
}: {
  looking: boolean;
  disabled: boolean;
  onFind: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outlined"
      onClick={onFind}
      disabled={disabled}
      aria-busy={looking}
      startIcon={looking ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Search />}
      sx={{ flexShrink: 0, minHeight: 56 }}
    >
      {children}
    </Button>
  );
}

/** The found party: what it is (`caption`), its masked name in bold, and the details under it. */
export function CounterpartyCard({
  icon,
  caption,
  name,
  children,
}: {
  icon: ReactNode;
  caption: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        {icon}
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
          <Typography sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>{name}</Typography>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
