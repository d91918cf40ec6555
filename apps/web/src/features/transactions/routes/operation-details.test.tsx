import { configure, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const at = (iso: string) => formatDateTime(iso, "en");
const section = (title: string) => within(screen.getByText(title, { selector: "h2" }).closest("section")!);

function open(answer: ReturnType<typeof transaction>) {
  stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/transactions/${answer.id}`]: () => json(200, answer),
  });
  renderRoute(`/billing/operations/${answer.id}`);
  return screen.findByText(answer.orderId, { selector: "h1" });
}

describe("operation details", { timeout: 60000 }, () => {
  it("lays out every field of the payment attempt, with the way back to its invoice", async () => {
    const attempt = transaction({ installment: { cardType: "albali", period: 180 }, totalRefunded: 5, completionDate: "2026-05-14T11:02:00.000Z" });
    expect(await open(attempt)).toBeVisible();

    expect(screen.getByRole("link", { name: "Invoice INV-000042" })).toHaveAttribute("href", `/billing/history/${attempt.invoiceId}`);
    const payment = section("Payment");
    expect(payment.getByText("SES-9f8e7d6c")).toBeVisible();
    expect(payment.getByText("Caspian Tours")).toBeVisible();
    expect(payment.getByText("Albalı, 180 days")).toBeVisible();
    expect(payment.getByText("Card")).toBeVisible();
    expect(payment.getByText("Approved")).toBeVisible();
    expect(payment.getByText("Azerbaijani")).toBeVisible();
    const card = section("Card");
    expect(card.getByText("416973******1234")).toBeVisible();
    expect(card.getByText("Visa")).toBeVisible();
    expect(card.getByText("AYSEL MAMMADOVA")).toBeVisible();
    expect(card.getByText("613411234567")).toBeVisible();
    expect(card.getByText("A1B2C3")).toBeVisible();
    const dates = section("Dates");
    expect(dates.getByText(at(attempt.createdAt))).toBeVisible();
    expect(dates.getByText(at(attempt.completionDate!))).toBeVisible();
    expect(dates.queryByText("Held amount lapses")).not.toBeInTheDocument();
    const totals = section("Reversals and refunds");
    expect(totals.getByText("0.00 AZN")).toBeVisible();
    expect(totals.getByText("5.00 AZN")).toBeVisible();
  });

  it.each([
    ["az", { response: "Təsdiqləndi", language: "İngilis dili", brand: "Digər kart" }],
    ["ru", { response: "Одобрено", language: "Английский", brand: "Другая карта" }],
  ] as const)("says in %s how it ended, the language it was paid in and the card's brand", async (language, texts) => {
    await i18n.changeLanguage(language);
    await open(transaction({ orderLanguage: "en", cardBrand: "other" }));

    expect(screen.getByText(texts.response)).toBeVisible();
    expect(screen.getByText(texts.language)).toBeVisible();
    expect(screen.getByText(texts.brand)).toBeVisible();
    // The acquirer's English words, the English name of English and the raw brand code stay out.
    for (const english of ["Approved", "English", "other"]) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it("names a known card brand as its owner writes it, in every language", async () => {
    await i18n.changeLanguage("ru");
    await open(transaction({ cardBrand: "mastercard" }));

    expect(screen.getByText("Mastercard")).toBeVisible();
    expect(screen.queryByText("mastercard")).not.toBeInTheDocument();
  });

  it("shows when a held amount lapses", async () => {
    const held = transaction({ status: "preAuth", completionDate: null, preAuthExpiresAt: "2026-05-21T11:00:00.000Z" });
    await open(held);

    expect(section("Dates").getByText(at("2026-05-21T11:00:00.000Z"))).toBeVisible();
    expect(screen.getByText("Pre-auth", { selector: "h1 ~ * *" })).toBeVisible();
  });

  it("says so for an attempt that is not the account's", async () => {
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    renderRoute("/billing/operations/7a8b9c0d-1e2f-4a3b-8c4d-000000000000");

    expect(await screen.findByText("Payment attempt not found", { selector: "h1" })).toBeVisible();
    expect(screen.getByRole("link", { name: "All invoices" })).toHaveAttribute("href", "/billing/invoices");
  });
});
