import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { languages, transactionStatuses } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { transactionStatusLabel } from "./transaction-status-labels";

const portalLabels = (language: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../web/src/locales/${language}/common.json`, import.meta.url)),
      "utf8",
    ),
  ).paymentStatus;

describe("transaction status labels", () => {
  it.each(languages)("say in %s what the portal's status chips say", (language) => {
    for (const status of transactionStatuses)
      expect(transactionStatusLabel(status, language), status).toBe(portalLabels(language)[status]);
  });
});
