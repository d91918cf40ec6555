import { expect, test } from "@playwright/test";
import { signedInPage } from "../support/flows";

// A real 1×1 PNG, and the start of a GIF.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32)]);

test("a PNG logo is taken and a GIF refused", async ({ page, request }) => {
  const m = await signedInPage(page, request);
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  const created = await request.post("/api/merchant-connect", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      accountType: "business",
      app: { appName: "Logo Test", appUrl: "https://logo-test.az", appInfo: "Testing logos", category: "utility" },
      company: {
        companyName: "Logo MMC",
        companyWebsite: "",
        address: "Bakı",
        taxId: "1234567891",
        category: "utility",
      },
      bankDetails: {
        bankName: "Kapital Bank",
        bankTaxId: "9900003611",
        iban: "AZ21NABZ00000000137010001944",
        correspondentAccount: "AZ37NABZ01350100000000001944",
        swift: "AIIBAZ2X",
        code: "200004",
      },
    },
  });
  expect(created.status(), m.email).toBe(201);
  const { appId, appConfigId } = await created.json();

  await page.goto(`/applications/configure/${appId}/${appConfigId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Logo Test" })).toBeVisible();
  const logoFile = page.getByLabel("Logo file");

  await logoFile.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: GIF });
  await expect(page.getByText("Choose a JPG, JPEG or PNG image.")).toBeVisible();

  await logoFile.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  // Taken, with a word about its size: 1 × 1 px is below the recommended 492 × 96.
  await expect(
    page.getByText(/The logo has been uploaded, but it is only 1 × 1 px, smaller than the recommended 492 × 96 px/),
  ).toBeVisible();
  const logo = page.getByRole("region", { name: "Logo" }).locator("img").first();
  await expect(logo).toHaveAttribute("src", new RegExp(`/api/apps/${appId}/logo`));
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // A square logo is shown whole in the wide frame, not cropped to it.
  const square = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#005687";
    context.fillRect(0, 0, 300, 300);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  await logoFile.setInputFiles({ name: "square.png", mimeType: "image/png", buffer: Buffer.from(square, "base64") });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  const frame = (await logo.locator("..").boundingBox())!;
  const drawn = await logo.evaluate((img: HTMLImageElement) => {
    // What object-fit: contain draws: the image scaled to fit the element's content box.
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const padding = {
      x: parseFloat(style.paddingLeft) + parseFloat(style.paddingRight),
      y: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
    };
    const scale = Math.min((box.width - padding.x) / img.naturalWidth, (box.height - padding.y) / img.naturalHeight);
    return { top: box.top, bottom: box.bottom, height: img.naturalHeight * scale, objectFit: style.objectFit };
  });
  expect(drawn.objectFit).toBe("contain");
  expect(drawn.top).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect(drawn.bottom).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
  expect(drawn.height).toBeLessThanOrEqual(frame.height);

  // A GIF renamed to .png gets past the browser's check but not the server's (415).
  const answer = page.waitForResponse((res) => res.url().includes("/api/config/hotel/update"));
  await logoFile.setInputFiles({ name: "sneaky.png", mimeType: "image/png", buffer: GIF });
  expect((await answer).status()).toBe(415);
  await expect(page.getByRole("alert").filter({ hasText: "Choose a JPG, JPEG or PNG image." })).toBeVisible();
  await expect(page.getByText(/The logo has been uploaded/)).toHaveCount(0);
});
