import { screen, fireEvent } from "@testing-library/react";
import { it, expect } from "vitest";
import userEvent from "@testing-library/user-event";
import { within } from "@testing-library/react";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

it("scratch", async () => {
  localStorage.setItem("accessToken", "t");
  stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/apps": () => json(200, [{
      id: "3f2b8c1e-5d4a-4c7b-9e6f-1a2b3c4d5e6f", configId: "7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", accountType: "business",
      appName: "Corner Shop", appUrl: "https://c.az", appInfo: "x", category: "eCommerce", merchantId: "M", status: "live",
      contractStatus: "signed", logoUrl: null, hasSecretKey: false, companyId: null, createdAt: "2026-01-10T09:00:00.000Z" }]),
  });
  renderRoute("/billing/create-an-invoice");
  expect(await screen.findByRole("heading", { level: 1, name: "Create an invoice" }, { timeout: 10000 })).toBeVisible();
  await screen.findByLabelText(/Amount/);
  const group = screen.getAllByText(/Link expiration date/)[0]!.closest(".MuiFormControl-root")!;
  console.log(group.outerHTML);
  const hidden = document.querySelector('input[name="linkExpirationDate"]') as HTMLInputElement;
  fireEvent.change(hidden, { target: { value: "25/12/2030" } });
  console.log("after", hidden.value, group.querySelector('[role="group"]')?.textContent);
  const user = userEvent.setup();
  const due = screen.getByRole("group", { name: "Due date" });
  await user.click(within(due).getByRole("spinbutton", { name: "Day" }));
  await user.keyboard("05032031");
  console.log("due", (document.querySelector('input[name="dueDate"]') as HTMLInputElement).value);
  try { console.log(screen.getByRole("group", { name: /Link expiration/ }).outerHTML.slice(0, 300)); } catch (e) { console.log(String(e).slice(0, 300)); }
}, 30000);
