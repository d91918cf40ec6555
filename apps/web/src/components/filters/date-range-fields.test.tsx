import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import { DateRangeFields } from "./date-range-fields";
import { FiltersPanel } from "./filters-panel";

function Panel() {
  return (
    <AppProvider>
      <FiltersPanel
        quick={<DateRangeFields from="2026-05-01" to={undefined} onChange={() => {}} />}
        presets={null}
        typedSet={0}
        onSubmit={() => {}}
        onClear={() => {}}
        filtered
      >
        {null}
      </FiltersPanel>
    </AppProvider>
  );
}

// The pickers are wanted once per page load (one module here): these run in order.
describe("the filters' date fields", () => {
  it("stand in without the pickers until the user heads for them, then hand the focus over", async () => {
    render(<Panel />);
    const from = screen.getByRole("textbox", { name: "Created from" });
    expect(from).toHaveValue("01/05/2026");
    expect(from).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Created to" })).toHaveValue("");
    expect(screen.queryByRole("group", { name: "Created from" })).not.toBeInTheDocument();

    act(() => from.focus());

    const picker = await screen.findByRole("group", { name: "Created from" });
    expect(screen.getByRole("group", { name: "Created to" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Created from" })).not.toBeInTheDocument();
    await waitFor(() => expect(picker).toContainElement(document.activeElement as HTMLElement));
  });

  it("are pickers from the start once loaded", () => {
    render(<Panel />);
    expect(screen.getByRole("group", { name: "Created from" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Created from" })).not.toBeInTheDocument();
  });
});
