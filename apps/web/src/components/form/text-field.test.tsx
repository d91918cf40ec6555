import { ThemeProvider } from "@mui/material";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "@/lib/theme";
import { TextField } from "./text-field";

function Controlled({ select }: { select?: boolean }) {
  const [value, setValue] = useState(select ? "AZN" : "");
  return (
    <TextField
      label="Currency"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      helperText="As on the invoice"
      select={select}
      required
    >
      {select && (
        <>
          <option value="AZN">AZN</option>
          <option value="USD">USD</option>
        </>
      )}
    </TextField>
  );
}

describe("TextField", () => {
  it("is named by its label, described by its helper text, and takes typing", async () => {
    render(
      <ThemeProvider theme={theme}>
        <Controlled />
      </ThemeProvider>,
    );
    const input = screen.getByRole("textbox", { name: /Currency/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("As on the invoice");
    await userEvent.type(input, "AZN");
    expect(input).toHaveValue("AZN");
    // The theme's defaults for MUI's TextField hold: full width, the secondary colour.
    expect(input.closest(".MuiTextField-root")).toHaveClass("MuiFormControl-fullWidth");
  });

  it("is the browser's own list when it is a select", async () => {
    render(
      <ThemeProvider theme={theme}>
        <Controlled select />
      </ThemeProvider>,
    );
    const select = screen.getByRole("combobox", { name: /Currency/ });
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveAccessibleDescription("As on the invoice");
    await userEvent.selectOptions(select, "USD");
    expect(select).toHaveValue("USD");
  });

  it("marks an error on the field and its text", () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="E-mail" error helperText="E-mail is required" />
      </ThemeProvider>,
    );
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("E-mail is required")).toHaveClass("Mui-error");
  });
});
