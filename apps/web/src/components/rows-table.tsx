import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Breakpoint, Theme } from "@mui/material/styles";
import type { TFunction } from "i18next";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "./visually-hidden";

export interface Column<Row, Context> {
  id: string;
  /** The context's own `t` serves a screen whose texts load with its route (lib/screen-translation.ts). */
  header: (t: TFunction, context: Context) => string;
  cell: (row: Row, context: Context) => ReactNode;
  /** Shown in the phone-width card as "header: value" (what heads the card is left out); per row when only some rows have something to say. */
  inCard: boolean | ((row: Row, context: Context) => boolean);
  /** False: only in the card (the table shows it inside another column to stay narrow). */
  inTable?: boolean;
  numeric?: boolean;
  /** Dates and amounts read badly when wrapped. */
  noWrap?: boolean;
  /** Takes no more room than its content needs. */
  narrow?: boolean;
  /** A heading only screen readers need (a row's actions). */
  headerHidden?: boolean;
}

interface RowsTableProps<Row, Context> {
  rows: readonly Row[];
  columns: readonly Column<Row, Context>[];
  context: Context;
  label: string;
  rowKey: (row: Row) => string;
  /** Opening a row: its detail screen. Without it (a list with no detail), rows are not links. */
  onOpen?: (row: Row) => void;
  /** The top of a row's card: its name link and status. */
  cardHead: (row: Row) => ReactNode;
  /** Below this width the rows become cards. */
  cardsBelow: Breakpoint;
  size?: "small" | "medium";
}

/**
 * A click on the row's own controls (its link, a copy button) is theirs, not the row's; so
 * is one in a menu or dialog a row's control opened, which React bubbles through its portal.
 */
const onControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest("a, button") !== null ||
  !(event.currentTarget as HTMLElement).contains(event.target as Node);

/**
 * A list screen's rows: a table (scrolling sideways when the window is narrower than its
 * columns), or cards on narrow screens. A row or card opens the row; its own link is the
 * way in for keyboards and screen readers.
 */
export function RowsTable<Row, Context>({
  rows,
  columns,
  context,
  label,
  rowKey,
  onOpen,
  cardHead,
  cardsBelow,
  size,
}: RowsTableProps<Row, Context>) {
  const { t } = useTranslation();
  const tableColumns = columns.filter((column) => column.inTable !== false);
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(cardsBelow), { noSsr: true });
  const open = (row: Row) =>
    onOpen &&
    ((event: MouseEvent) => {
      if (!onControl(event)) onOpen(row);
    });
  const pointer = onOpen ? "pointer" : undefined;

  if (cards) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" onClick={open(row)} sx={{ p: 2, cursor: pointer }}>
            <Stack sx={{ mb: 1.5 }}>{cardHead(row)}</Stack>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {columns
                .filter((column) => (typeof column.inCard === "function" ? column.inCard(row, context) : column.inCard))
                .map((column) => (
                  <Stack key={column.id} direction="row" spacing={1} sx={{ alignItems: "baseline", flexWrap: "wrap" }}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {column.header(t, context)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {column.cell(row, context)}
                    </Typography>
                  </Stack>
                ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    // Positioned, so the out-of-sight headings (absolutely placed) scroll with the table instead of widening the page.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto", position: "relative" }}>
      <Table aria-label={label} size={size}>
        <TableHead>
          <TableRow>
            {tableColumns.map((column) => (
              <TableCell
                key={column.id}
                align={column.numeric ? "right" : "left"}
                sx={{ fontWeight: "bold", whiteSpace: "nowrap", width: column.narrow ? "1%" : undefined }}
              >
                {column.headerHidden ? (
                  <Box sx={visuallyHidden}>{column.header(t, context)}</Box>
                ) : (
                  column.header(t, context)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={Boolean(onOpen)} onClick={open(row)} sx={{ cursor: pointer }}>
              {tableColumns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? "right" : "left"}
                  sx={{ whiteSpace: column.noWrap ? "nowrap" : undefined }}
                >
                  {column.cell(row, context)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
