import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction, transactionOperation } from "@/testing/transaction";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const at = (iso: string) => formatDateTime(iso, "en", "Asia/Baku");
const section = (title: string) => within(screen.getByText(title, { selector: "h2" }).closest("section")!);

function open(answer: ReturnType<typeof transaction>, handlers: Parameters<typeof stubFetch>[0] = {}) {
  const requests = stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/transactions/${answer.id}`]: () => json(200, answer),
    ...handlers,
  });
  renderRoute(`/billing/operations/${answer.id}`);
  return { requests, heading: screen.findByText(answer.orderId, { selector: "h1" }) };
}

/** A field's value in a description list: the `dd` after its `dt`. */
const valueOf = (scope: ReturnType<typeof section>, label: string) =>
  scope.getByText(label, { selector: "dt" }).nextElementSibling;

/** jsdom saves nothing: the file's name is caught as the page hands it over. */
function catchSavedFiles() {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => "blob:receipt");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}

describe("operation details", { timeout: 60000 }, () => {
  it("lays out every field of the payment attempt, with the way back to its invoice", async () => {
    const attempt = transaction({
      installment: { cardType: "albali", period: 180 },
      totalRefunded: 5,
      completionDate: "2026-05-14T11:02:00.000Z",
    });
    expect(await open(attempt).heading).toBeVisible();

    expect(screen.getByRole("link", { name: "Invoice INV-000042" })).toHaveAttribute(
      "href",
      `/billing/history/${attempt.invoiceId}`,
    );
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
    const dates = section("Dates (Baku, GMT+4)");
    expect(dates.getByText(at(attempt.createdAt))).toBeVisible();
    expect(dates.getByText(at(attempt.completionDate!))).toBeVisible();
    expect(dates.queryByText("Held amount lapses")).not.toBeInTheDocument();
    const totals = section("Captured, refunds and reversals");
    expect(totals.getByText("0.00 AZN")).toBeVisible();
    expect(totals.getByText("5.00 AZN")).toBeVisible();
  });

  it.each([
    ["az", { response: "Təsdiqləndi", language: "İngilis dili", brand: "Digər kart" }],
    ["ru", { response: "Одобрено", language: "Английский", brand: "Другая карта" }],
  ] as const)("says in %s how it ended, the language it was paid in and the card's brand", async (language, texts) => {
    await i18n.changeLanguage(language);
    await open(transaction({ orderLanguage: "en", cardBrand: "other" })).heading;

    expect(screen.getByText(texts.response)).toBeVisible();
    expect(screen.getByText(texts.language)).toBeVisible();
    expect(screen.getByText(texts.brand)).toBeVisible();
    // The acquirer's English words, the English name of English and the raw brand code stay out.
    for (const english of ["Approved", "English", "other"]) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it("names a known card brand as its owner writes it, in every language", async () => {
    await i18n.changeLanguage("ru");
    await open(transaction({ cardBrand: "mastercard" })).heading;

    expect(screen.getByText("Mastercard")).toBeVisible();
    expect(screen.queryByText("mastercard")).not.toBeInTheDocument();
  });

  it("shows when a held amount lapses", async () => {
    const held = transaction({ status: "preAuth", completionDate: null, preAuthExpiresAt: "2026-05-21T11:00:00.000Z" });
    await open(held).heading;

    expect(section("Dates (Baku, GMT+4)").getByText(at("2026-05-21T11:00:00.000Z"))).toBeVisible();
    expect(screen.getByText("Pre-auth", { selector: "h1 ~ * *" })).toBeVisible();
  });

  it("adds up what was captured, refunded, what is left, reversed and what can still be refunded", async () => {
    await open(
      transaction({
        amount: 100,
        capturedAmount: 60,
        totalReversed: 40,
        totalRefunded: 15,
        netAmount: 45,
        refundableAmount: 45,
      }),
    ).heading;

    const totals = section("Captured, refunds and reversals");
    expect(valueOf(totals, "Captured")).toHaveTextContent("60.00 AZN");
    expect(valueOf(totals, "Total refunded")).toHaveTextContent("15.00 AZN");
    expect(valueOf(totals, "Net (captured − refunded)")).toHaveTextContent("45.00 AZN");
    expect(valueOf(totals, "Can still be refunded")).toHaveTextContent("45.00 AZN");
    expect(valueOf(totals, "Total reversed")).toHaveTextContent("40.00 AZN");
  });

  it("lists the operations with what, who, when and how each ended; a refused one in the card processor's words", async () => {
    const attempt = transaction();
    await open(attempt, {
      [`GET /api/transactions/${attempt.id}/operations`]: () =>
        json(200, [
          transactionOperation({
            id: "9c0d1e2f-3a4b-4c5d-8e6f-000000000003",
            amount: 5,
            status: "inProgress",
            completedAt: null,
            createdAt: "2026-05-16T10:00:00.000Z",
          }),
          transactionOperation({
            id: "9c0d1e2f-3a4b-4c5d-8e6f-000000000002",
            amount: 7,
            status: "failed",
            responseDescription: "Do not honour",
            actorName: null,
            createdAt: "2026-05-15T12:00:00.000Z",
          }),
          transactionOperation({ kind: "capture", amount: 25.5 }),
        ]),
    }).heading;

    const history = section("Operation history");
    const [inProgress, failed, done] = (await history.findAllByRole("listitem")).map((item) => within(item));
    expect(inProgress!.getByRole("heading", { level: 3, name: "Refund · 5.00 AZN" })).toBeVisible();
    expect(inProgress!.getByText("In progress")).toBeVisible();
    expect(failed!.getByRole("heading", { level: 3, name: "Refund · 7.00 AZN" })).toBeVisible();
    expect(failed!.getByText("Refused")).toBeVisible();
    expect(failed!.getByText(`A user of the account · ${at("2026-05-15T12:00:00.000Z")}`)).toBeVisible();
    expect(failed!.getByText("Do not honour")).toHaveAttribute("lang", "en");
    expect(failed!.getByText(/^Card processor's answer:/)).toBeVisible();
    expect(done!.getByRole("heading", { level: 3, name: "Hold completion · 25.50 AZN" })).toBeVisible();
    expect(done!.getByText("Done")).toBeVisible();
    expect(done!.getByText(`Leyla Aliyeva · ${at("2026-05-15T09:00:00.000Z")}`)).toBeVisible();
  });

  it("says the operation history is loading, then that there is none yet", async () => {
    let answer!: () => void;
    const attempt = transaction();
    await open(attempt, {
      [`GET /api/transactions/${attempt.id}/operations`]: () =>
        new Promise<Response>((resolve) => (answer = () => resolve(json(200, [])))),
    }).heading;

    expect(await screen.findByLabelText("Loading the operation history")).toHaveAttribute("aria-busy", "true");
    answer();
    expect(await section("Operation history").findByText("No completion, refund or cancellation yet.")).toBeVisible();
  });

  it("downloads the receipt in the interface language", async () => {
    const saved = catchSavedFiles();
    const attempt = transaction();
    const { requests, heading } = open(attempt, {
      [`GET /api/transactions/${attempt.id}/receipt`]: () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    await heading;

    await userEvent.setup().click(screen.getByRole("button", { name: "Download receipt" }));
    await waitFor(() => expect(saved).toEqual(["receipt-ORD-20260514-0001.pdf"]));
    const [receipt] = requests.filter((r) => new URL(r.url).pathname === `/api/transactions/${attempt.id}/receipt`);
    expect(receipt!.headers.get("Accept-Language")).toBe("en");
    expect(receipt!.headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("says why a receipt could not be downloaded", async () => {
    const attempt = transaction();
    await open(attempt, {
      [`GET /api/transactions/${attempt.id}/operations`]: () => json(200, []),
      [`GET /api/transactions/${attempt.id}/receipt`]: () => json(500, { code: "INTERNAL", message: "Internal error" }),
    }).heading;

    await userEvent.setup().click(screen.getByRole("button", { name: "Download receipt" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong, please try again!");
  });

  it("says so for an attempt that is not the account's", async () => {
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    renderRoute("/billing/operations/7a8b9c0d-1e2f-4a3b-8c4d-000000000000");

    expect(await screen.findByText("Payment attempt not found", { selector: "h1" })).toBeVisible();
    expect(screen.getByRole("link", { name: "All invoices" })).toHaveAttribute("href", "/billing/invoices");
  });
});
