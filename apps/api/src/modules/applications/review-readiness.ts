import { type ReviewRequirement, appInfoRules, messages } from "@portal/contracts";
import type { AppRow } from "./applications.repo";

/**
 * What an application lacks before review, in the portal's order, each with the
 * `validation.*` key to show for it. The details are judged by the rules connect and
 * configure use (`appInfoRules`: a sole trader may have no site), so an application created
 * without "app info" cannot slip through; and a sole trader's payouts need a card to go to.
 */
export function reviewGaps(app: AppRow, hasPayoutCard: boolean): Map<ReviewRequirement, string> {
  const gaps = new Map<ReviewRequirement, string>();
  if (app.accountType === "individual" && !hasPayoutCard) gaps.set("payoutCard", messages.required);
  const details = appInfoRules(app.accountType).safeParse({
    appName: app.appName,
    appUrl: app.appUrl,
    appInfo: app.appInfo,
    category: app.category,
  });
  // Issues come in the schema's field order, the order of `reviewRequirements`.
  for (const issue of details.error?.issues ?? []) {
    const field = `app.${String(issue.path[0])}` as ReviewRequirement;
    if (!gaps.has(field)) gaps.set(field, issue.message);
  }
  return gaps;
}
