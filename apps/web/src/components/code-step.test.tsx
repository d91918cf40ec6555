import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { CodeStep } from "./code-step";

function renderStep(onConfirm = vi.fn(() => Promise.resolve())) {
  render(
    <AppProvider>
      <CodeStep
        phoneHint="+994 ** *** ** 67"
        resendIn={60}
        onConfirm={onConfirm}
        onResend={vi.fn()}
        onBack={vi.fn()}
        headingLevel="h2"
      />
    </AppProvider>,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe("the portal's code step", () => {
  it("has a labelled field, focused, that phones fill from the text message", () => {
    renderStep();
    const code = screen.getByRole("textbox", { name: "Verification code" });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("maxlength", "6");
  });

  it("links a broken rule to the field, marks it invalid and keeps focus there", async () => {
    const { onConfirm, user } = renderStep();
    const code = screen.getByRole("textbox", { name: "Verification code" });
    await user.type(code, "12a{Enter}");

    expect(await screen.findByText("The code must be 6 digits.")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("The code must be 6 digits.");
    expect(code).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
