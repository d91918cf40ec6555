import { expect, type Page, test } from "@playwright/test";
import { paidInvoice } from "../support/checkout";
import { liveMerchantPage } from "../support/live-merchant";
import { notice } from "../support/notice";

const statusChip = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true }).first();

test("a merchant finds a payment by its card, refunds it in two parts, completes one hold, cancels another, and downloads the receipt and the export", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const merchant = await liveMerchantPage(page, request);
  const payment = await paidInvoice(request, merchant, { amount: "100.00", bookingId: "BK-REFUND" });
  const hold = await paidInvoice(request, merchant, { amount: "80.00", bookingId: "BK-HOLD-1", preAuth: true });
  const released = await paidInvoice(request, merchant, { amount: "50.00", bookingId: "BK-HOLD-2", preAuth: true });

  // Found by the card's last four digits and the booking id, from the address a bookmark keeps.
  await page.goto("/billing/transactions");
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await page.getByLabel("Card number digits").fill("0001");
  await page.getByLabel("Booking ID").fill("BK-REFUND");
  await page.getByLabel("Booking ID").press("Enter");
  await expect(page).toHaveURL(/cardNumber=0001/);
  const row = page.getByRole("row", { name: new RegExp(payment.orderId) });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(hold.orderId) })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("transactions-filtered.png"), fullPage: true });

  // Saved as a view, cleared, and brought back from its chip.
  await page.getByRole("button", { name: "Save view" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Save these filters as a view" });
  await nameDialog.getByLabel("View name").fill("Card 0001");
  await nameDialog.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "View “Card 0001” saved.")).toBeVisible();
  await page.goto("/billing/transactions");
  await expect(page.getByRole("row", { name: new RegExp(hold.orderId) })).toBeVisible();
  await page.getByRole("button", { name: "Card 0001", exact: true }).click();
  await expect(page).toHaveURL(/cardNumber=0001/);
  await expect(page.getByRole("row", { name: new RegExp(hold.orderId) })).toHaveCount(0);

  // The export of what the list shows.
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  expect((await exported).suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // Refunded in two parts from its detail.
  await page.getByRole("row", { name: new RegExp(payment.orderId) }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/operations/${payment.transactionId}`));
  await page.getByRole("button", { name: "Refund" }).click();
  let dialog = page.getByRole("dialog", { name: `Refund ${payment.orderId}` });
  await dialog.getByLabel("Amount to refund").fill("30.25");
  await dialog.getByLabel("Reason for the refund").selectOption({ label: "Duplicate payment" });
  await dialog.getByRole("button", { name: "Confirm refund" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusChip(page, "Partial refunded")).toBeVisible();
  // The reason picked is kept with the refund.
  await expect(
    page.getByRole("region", { name: "Operation history" }).getByText("Reason: Duplicate payment"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Refund" }).click();
  dialog = page.getByRole("dialog", { name: `Refund ${payment.orderId}` });
  await expect(dialog.getByLabel("Amount to refund")).toHaveValue("69.75");
  await dialog.getByRole("button", { name: "Confirm refund" }).click();
  await expect(statusChip(page, "Refunded")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("transaction-refunded.png"), fullPage: true });

  const receipt = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download receipt" }).click();
  expect((await receipt).suggestedFilename()).toBe(`receipt-${payment.orderId}.pdf`);

  // A hold completed in part: the rest goes back to the card.
  await page.goto(`/billing/operations/${hold.transactionId}`);
  await page.getByRole("button", { name: "Complete hold" }).click();
  dialog = page.getByRole("dialog", { name: `Complete the hold on ${hold.orderId}` });
  await dialog.getByLabel("Amount to take").fill("60");
  await expect(dialog.getByText(/20\.00/)).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm completion" }).click();
  await expect(statusChip(page, "Success")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel hold" })).toHaveCount(0);

  // Another hold cancelled, after saying what that does.
  await page.goto(`/billing/operations/${released.transactionId}`);
  await page.getByRole("button", { name: "Cancel hold" }).click();
  dialog = page.getByRole("dialog", { name: `Cancel the hold on ${released.orderId}?` });
  await expect(dialog).toContainText(released.invoice.invoiceCode);
  await dialog.getByRole("button", { name: "Cancel hold" }).click();
  await expect(statusChip(page, "Reversed")).toBeVisible();

  // The list shows where each ended.
  await page.goto("/billing/transactions");
  await expect(
    page.getByRole("row", { name: new RegExp(payment.orderId) }).getByText("Refunded", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(hold.orderId) }).getByText("Success", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(released.orderId) }).getByText("Reversed", { exact: true }),
  ).toBeVisible();
  // What became of each amount: 60.00 of the 80.00 hold taken and kept; the payment all given back.
  const holdRow = page.getByRole("row", { name: new RegExp(hold.orderId) });
  await expect(holdRow).toContainText("80.00 AZNCaptured 60.00 AZNNet 60.00 AZN");
  await expect(page.getByRole("row", { name: new RegExp(payment.orderId) })).toContainText(
    "100.00 AZNRefunded 100.00 AZNNet 0.00 AZN",
  );
  const totals = page.getByRole("region", { name: "Totals for these filters" });
  await expect(totals).toContainText("Received160.00 AZN");
  await expect(totals).toContainText("Refunded100.00 AZN");
  await expect(totals).toContainText("Net (received − refunded)60.00 AZN");
  await expect(totals).toContainText("Released holds (reversed)70.00 AZN");
  await page.screenshot({ path: info.outputPath("transactions-1440.png"), fullPage: true });

  // A laptop's width holds every column, the row's menu included, without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole("table", { name: "Transactions" });
  const menu = table
    .getByRole("row", { name: new RegExp(hold.orderId) })
    .getByRole("button", { name: `Operations on ${hold.orderId}` });
  await menu.scrollIntoViewIfNeeded();
  await expect(menu).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBe(0);
  await page.screenshot({ path: info.outputPath("transactions-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(payment.orderId).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath("transactions-390.png"), fullPage: true });
  for (const [lang, heading] of [
    ["az", "Tranzaksiyalar"],
    ["ru", "Транзакции"],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`transactions-390-${lang}.png`), fullPage: true });
  }
});
