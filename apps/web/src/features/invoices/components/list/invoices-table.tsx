import {
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
import type { Theme } from "@mui/material/styles";
import type { Invoice } from "@portal/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StatusChip } from "@/components/status-chip";
import { useInvoiceFormat } from "../../use-invoice-format";
import { type CellContext, historyPath, invoiceColumns, InvoiceCodeLink } from "./invoice-columns";

const phoneWidth = (theme: Theme) => theme.breakpoints.down("md");

/** A click on the row's own link is the link's, not the row's. */
const onControl = (event: MouseEvent) => (event.target as HTMLElement).closest("a, button") !== null;

/**
 * The invoices as a table (scrolling sideways when the window is narrower than its
 * columns), or as cards below 900 px; a row or card opens the invoice's history.
 */
export function InvoicesTable({ invoices, label }: { invoices: Invoice[]; label: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const navigate = useNavigate();
  const phone = useMediaQuery(phoneWidth, { noSsr: true });
  const context: CellContext = { t, format };
  const open = (invoice: Invoice) => (event: MouseEvent) => {
    if (!onControl(event)) void navigate(historyPath(invoice));
  };

  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {invoices.map((invoice) => (
          <Paper component="li" key={invoice.id} variant="outlined" onClick={open(invoice)} sx={{ p: 2, cursor: "pointer" }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
              <InvoiceCodeLink invoice={invoice} />
              <StatusChip status={invoice.status} />
            </Stack>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {invoiceColumns
                .filter((column) => column.inCard)
                .map((column) => (
                  <Stack key={column.id} direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {column.header(t)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {column.cell(invoice, context)}
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
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {invoiceColumns.map((column) => (
              <TableCell key={column.id} align={column.numeric ? "right" : "left"} sx={{ fontWeight: "bold", whiteSpace: "nowrap", py: 1.5 }}>
                {column.header(t)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover onClick={open(invoice)} sx={{ cursor: "pointer" }}>
              {invoiceColumns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? "right" : "left"}
                  sx={{ py: 1.5, whiteSpace: column.noWrap ? "nowrap" : undefined }}
                >
                  {column.cell(invoice, context)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
