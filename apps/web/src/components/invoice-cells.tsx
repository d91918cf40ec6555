import { Link, Stack, Typography } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { paths } from "@/light/paths";

/** An invoice's own screen (its history), where it is sent again, edited or cancelled. */
export const historyPath = (invoice: Pick<Invoice, "id">) => generatePath(paths.billing.history, { id: invoice.id });

/** The code links to the invoice's history: a row's way in for keyboards and screen readers. */
export function InvoiceCodeLink({ invoice }: { invoice: Pick<Invoice, "id" | "invoiceCode"> }) {
  return (
    <Link
      component={RouterLink}
      to={historyPath(invoice)}
      underline="hover"
      sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}
    >
      {invoice.invoiceCode}
    </Link>
  );
}

/** The customer's name over their e-mail (or phone), as invoice lists show them. */
export function InvoiceCustomer({ invoice }: { invoice: Pick<Invoice, "fullName" | "email" | "phone"> }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {invoice.fullName}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {invoice.email ?? invoice.phone}
      </Typography>
    </Stack>
  );
}
