import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

test("a business connects, configures its application, signs the contract and goes live", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInPage(page, request);
  await page.goto("/connect");
  await expect(page.getByRole("heading", { level: 1, name: "Connect" })).toBeVisible();
  await page.getByRole("button", { name: "Business" }).click();

  // App info, with a mistake first.
  await expect(page.getByRole("heading", { level: 2, name: "App info" })).toBeVisible();
  await page.getByLabel("App name").fill("Qa");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("App name must be 3 to 30 characters.")).toBeVisible();
  await page.getByLabel("App name").fill("Nizami Books");
  await page.getByLabel("App URL").fill("https://nizami-books.az");
  await page.getByLabel("About the app").fill("Books in Azerbaijani, English and Russian, delivered in Baku.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("eCommerce");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Company details" })).toBeVisible();
  await page.getByLabel("Company name").fill("Nizami Kitab MMC");
  await page.getByLabel("Company website").fill("https://nizami-books.az");
  await page.getByLabel("Address").fill("Bakı, Füzuli küçəsi 21");
  await page.getByLabel("Tax ID (VOEN)").fill("1402345671");
  // The company's category is asked for, not taken from the application's.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Category is required")).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).selectOption("eCommerce");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Bank details" })).toBeVisible();
  await page.getByLabel("Bank name").fill("Kapital Bank");
  await page.getByLabel("Bank tax ID", { exact: true }).fill("9900003611");
  await page.getByLabel("IBAN").fill("az21nabz00000000137010001944");
  await page.getByLabel("Correspondent account").fill("AZ37NABZ01350100000000001944");
  await page.getByLabel("SWIFT code").fill("AIIBAZ2X");
  await page.getByLabel("Bank code").fill("200004");
  // Lower case is no mistake: the IBAN is kept upper-cased (see the review below).

  // A reload in the middle keeps what was typed.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Bank details" })).toBeVisible();
  await expect(page.getByLabel("Bank name")).toHaveValue("Kapital Bank");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Review & submit" })).toBeVisible();
  await expect(page.getByText("Nizami Kitab MMC")).toBeVisible();
  await expect(page.getByText("AZ21NABZ00000000137010001944")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Your application has been created" })).toBeVisible();
  await page.getByRole("link", { name: "Configure the application" }).click();

  // Configure: the application is a draft; send it to review.
  await expect(page.getByRole("heading", { level: 1, name: "Nizami Books" })).toBeVisible();
  await expect(page.getByText("Draft").first()).toBeVisible();
  await page.getByRole("button", { name: "Send to review" }).click();
  await expect(page.getByText("The application has been sent to review.")).toBeVisible();
  // From review on, the name and address customers see are fixed; the other settings stay editable.
  await expect(page.getByLabel("App name")).toBeDisabled();
  await expect(page.getByLabel("App URL")).toBeDisabled();
  await expect(
    page.getByText("The name and address cannot change after the application was sent to review.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("App info")).toBeEnabled();
  await page.screenshot({ path: info.outputPath("configure.png"), fullPage: true });
  await page.getByRole("link", { name: "Sign the contract" }).click();

  // Contract: view it, then sign with the (sandbox) mobile e-signature.
  await expect(page.getByRole("heading", { level: 1, name: "Contract" })).toBeVisible();
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.getByRole("button", { name: "View contract" }).click();
  const viewer = page.locator("iframe[title='Contract for Nizami Books']");
  await expect(viewer).toBeVisible();
  // The PDF itself is in the frame (not the browser's error page of a blocked frame), and
  // Chromium's PDF viewer opened inside it.
  const contract = async () => (await (await viewer.elementHandle())?.contentFrame()) ?? null;
  await expect.poll(async () => (await contract())?.url()).toMatch(/^blob:/);
  expect(await (await contract())!.evaluate(() => document.contentType)).toBe("application/pdf");
  await expect.poll(async () => (await contract())?.childFrames().length).toBeGreaterThan(0);
  expect(cspViolations).toEqual([]);
  await page.getByLabel("Phone number").fill("+994501112233");
  await page.getByLabel("User ID").fill("123456");
  await page.getByRole("button", { name: "Start signing" }).click();
  await expect(page.getByTestId("verification-code")).toHaveText(/^\d{4}$/);
  await expect(
    page.getByRole("heading", { name: "The contract is signed" }).or(page.getByText("The contract is signed")),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Your application is now live.")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download signed contract" }).click();
  expect((await download).suggestedFilename()).toBe("signed-contract-Nizami Books.pdf");
  await page.screenshot({ path: info.outputPath("signed.png"), fullPage: true });

  await page.goto("/applications");
  const row = page.getByRole("table", { name: "Applications" }).getByRole("row", { name: /Nizami Books/ });
  await expect(row.getByText("Live")).toBeVisible();
});
