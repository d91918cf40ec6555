import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { invoiceStatuses, languages } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { invoiceStatusLabel } from "./invoice-status-labels";

const portalLabels = (language: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../web/src/locales/${language}/common.json`, import.meta.url)),
      "utf8",
    ),
  ).paymentStatus;

describe("invoice status labels", () => {
  it.each(languages)("say in %s what the portal's status chips say", (language) => {
    for (const status of invoiceStatuses)
      expect(invoiceStatusLabel(status, language), status).toBe(portalLabels(language)[status]);
  });
});
