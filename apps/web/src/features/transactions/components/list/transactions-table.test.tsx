import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { transaction } from "@/testing/transaction";
import { TransactionsTable } from "./transactions-table";

function renderTable(renderActions?: Parameters<typeof TransactionsTable>[0]["renderActions"]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <TransactionsTable transactions={[transaction()]} label="Transactions" renderActions={renderActions} />,
    },
    { path: "/billing/operations/:id", element: <p>Operation</p> },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe("the transactions table's actions slot", () => {
  it("ends each row with what renderActions gives, whose clicks do not open the row", async () => {
    const act = vi.fn();
    const router = renderTable((t) => (
      <button type="button" onClick={act}>
        Act on {t.orderId}
      </button>
    ));

    const table = screen.getByRole("table", { name: "Transactions" });
    expect(within(table).getAllByRole("columnheader").at(-1)).toHaveTextContent("Actions");
    await userEvent.setup().click(within(table).getByRole("button", { name: "Act on ORD-20260514-0001" }));
    expect(act).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe("/");
  });

  it("has no actions column when nothing fills it", () => {
    renderTable();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).not.toBeInTheDocument();
    // The application shares the order's column.
    expect(screen.getAllByRole("columnheader")).toHaveLength(6);
  });
});
