import { generatePath } from "react-router";
import { paths } from "@/light/paths";
import type { Application } from "@portal/contracts";
import type { ChecklistStep } from "./checklist";

const configurePath = (app: Application) =>
  generatePath(paths.applications.configure, { appId: app.id, appConfigId: app.configId });

/** Where each step is done: connect, the application's settings (going live is sent from there too), the contract, the invoice form. */
export function stepPath(step: ChecklistStep, app: Application | undefined): string {
  if (step === "connect" || !app) return paths.connect;
  switch (step) {
    case "configure":
    case "live":
      return configurePath(app);
    case "signContract":
      return `${paths.contract}?appId=${encodeURIComponent(app.id)}`;
    case "firstInvoice":
      return paths.billing.createAnInvoice;
  }
}
