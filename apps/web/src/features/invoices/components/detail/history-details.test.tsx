import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { HistoryDetails } from "./history-details";

const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("HistoryDetails of an operation", () => {
  it("gives its amount in the invoice's currency and its kind in words", () => {
    render(<HistoryDetails details={{ cardNumber: "416973******1234", amount: 60 }} currency="AZN" />);
    expect(valueOf("Amount")).toHaveTextContent("60.00 AZN");
    expect(valueOf("Card")).toHaveTextContent("416973******1234");
  });

  it("names a refused operation and gives the card processor's words as they are", () => {
    render(<HistoryDetails details={{ amount: 7.5, operation: "refund", reason: "Do not honour" }} currency="USD" />);
    expect(valueOf("Operation")).toHaveTextContent("Refund");
    expect(valueOf("Card processor's answer")).toHaveTextContent("Do not honour");
    expect(valueOf("Card processor's answer")).toHaveAttribute("lang", "en");
    expect(valueOf("Amount")).toHaveTextContent("7.50 USD");
  });

  it.each([
    ["az", { operation: "Əməliyyat", kind: "Bloklamanın tamamlanması", reason: "Kart prosessorunun cavabı" }],
    ["ru", { operation: "Операция", kind: "Завершение блокировки", reason: "Ответ процессинга" }],
  ] as const)("speaks %s", async (language, texts) => {
    await i18n.changeLanguage(language);
    render(<HistoryDetails details={{ operation: "capture", reason: "Do not honour" }} currency="AZN" />);
    expect(valueOf(texts.operation)).toHaveTextContent(texts.kind);
    expect(valueOf(texts.reason)).toHaveTextContent("Do not honour");
  });
});
