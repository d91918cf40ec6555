import type { Application, ApplicationDetail, ApplicationStatus } from "@portal/contracts";

/** A new merchant's way to the first payment, in order (DESIGN §4: draft → in review → live). */
export const checklistSteps = ["connect", "configure", "signContract", "live", "firstInvoice"] as const;
export type ChecklistStep = (typeof checklistSteps)[number];

export interface Checklist {
  /** The application the steps are about: the one furthest along. */
  app: Application | undefined;
  done: Record<ChecklistStep, boolean>;
  /** The first step not done; null when every one is. */
  next: ChecklistStep | null;
}

const progress: Record<ApplicationStatus, number> = {
  live: 3,
  inReview: 2,
  changesRequested: 1,
  draft: 1,
  rejected: 0,
  disabled: 0,
  suspended: 0,
};

/** Takes no payments, so leads nowhere: disabled by the merchant, rejected, or suspended by the provider. */
const stopped = (app: Application) =>
  app.status === "disabled" || app.status === "rejected" || app.status === "suspended";

/**
 * The application the checklist follows: a live one, else one in review, else a draft, the
 * newest first. A disabled, rejected or suspended one takes no payments, so it leads nowhere.
 */
export function leadingApplication(apps: readonly Application[]): Application | undefined {
  return apps
    .filter((app) => !stopped(app))
    .sort((a, b) => progress[b.status] - progress[a.status] || b.createdAt.localeCompare(a.createdAt))[0];
}

interface ChecklistInput {
  apps: readonly Application[];
  /** The leading application in full, whose `missing` says whether its settings are done (only a draft's is needed). */
  detail: ApplicationDetail | undefined;
  hasInvoice: boolean;
}

/** Each step ticked from the applications' real state: exists, configured, contract signed, live, invoiced. */
export function checklistOf({ apps, detail, hasInvoice }: ChecklistInput): Checklist {
  const app = leadingApplication(apps);
  const done: Record<ChecklistStep, boolean> = {
    connect: !!app,
    // Past the draft, review has already found nothing missing, unless the provider sent it back for changes.
    configure:
      !!app &&
      app.status !== "changesRequested" &&
      (app.status !== "draft" || (detail?.id === app.id && detail.missing.length === 0)),
    signContract: app?.contractStatus === "signed",
    live: app?.status === "live",
    firstInvoice: hasInvoice,
  };
  return { app, done, next: checklistSteps.find((step) => !done[step]) ?? null };
}
