import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "./language-switch";

describe("LanguageSwitch", () => {
  it("names each button by the code it shows, then the language's own name (WCAG 2.5.3 Label in Name)", () => {
    render(<LanguageSwitch current="en" label="Language" onChange={vi.fn()} />);

    expect(screen.getByRole("button", { name: "AZ Azərbaycan dili" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "EN English" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "RU Русский" })).toHaveAttribute("aria-pressed", "false");
  });
});
