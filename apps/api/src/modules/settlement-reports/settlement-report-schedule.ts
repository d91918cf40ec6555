import {
  calendarDateIn,
  dateLocales,
  DEFAULT_LANGUAGE,
  fromMinorUnits,
  type Language,
  lastEndedPeriod,
  regionCurrency,
  regionTimeZone,
  type SettlementReportFrequency,
  settlementReportFrequencies,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_REGION } from "@/lib/account-region";
import { reachesApp, scopeOf } from "@/lib/scope";
import { settlementFile } from "./settlement-report-files";
import { settlementReportMail } from "./settlement-reports.messages";
import { claimDueSchedule, dueScheduleIds, markSent, walletCurrencies } from "./settlement-reports.repo";
import { settlementReport } from "./settlement-reports.service";

/** The job's name: each hour, the reports whose period has ended go out. */
export const SEND_SETTLEMENT_REPORTS = "send-settlement-reports";

/** A calendar day as the reader writes it: "1 May 2026", "1 may 2026", "1 мая 2026 г.". */
const dayIn = (day: string, language: Language) =>
  new Intl.DateTimeFormat(dateLocales[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * E-mails each scheduled settlement report whose period has ended by `now` on the account's
 * region's calendar (daily: yesterday; weekly: last Monday–Sunday; monthly: last calendar
 * month) and was not sent yet, as an attachment in the user's language: one e-mail per
 * currency the application has a wallet in. The e-mails go to the outbox in the transaction
 * that moves `lastSentThrough` on, under the schedule's row lock (SKIP LOCKED), so a period
 * goes once however many servers run the job. A user who left the account or lost the
 * application gets nothing, and their schedule waits. Resolves with the e-mails written.
 */
export async function sendDueSettlementReports(app: FastifyInstance, now: Date = app.clock()): Promise<number> {
  const today = calendarDateIn(now, regionTimeZone[ACCOUNT_REGION]);
  const periods = Object.fromEntries(
    settlementReportFrequencies.map((frequency) => [frequency, lastEndedPeriod(frequency, today)]),
  ) as Record<SettlementReportFrequency, { from: string; to: string }>;
  const through = Object.fromEntries(
    settlementReportFrequencies.map((frequency) => [frequency, periods[frequency].to]),
  ) as Record<SettlementReportFrequency, string>;

  let sent = 0;
  for (const id of await dueScheduleIds(app.db, through)) {
    try {
      sent += await app.db.transaction(async (tx) => {
        const due = await claimDueSchedule(tx, id, through);
        if (!due) return 0;
        const { schedule, user } = due;
        const scope = scopeOf(user);
        if (!reachesApp(scope, schedule.appId)) return 0;
        const period = periods[schedule.frequency];
        const language = user.language ?? DEFAULT_LANGUAGE;
        const currencies = await walletCurrencies(tx, schedule.appId);
        let mails = 0;
        for (const currency of currencies.length > 0 ? currencies : [regionCurrency[ACCOUNT_REGION]]) {
          const report = await settlementReport(
            tx,
            scope,
            schedule.appId,
            { ...period, currency },
            ACCOUNT_REGION,
            now,
          );
          const file = await settlementFile(report, schedule.format, language, ACCOUNT_REGION);
          const money = (amount: bigint) => `${fromMinorUnits(amount)} ${currency}`;
          await app.messaging.send(
            {
              channel: "email",
              to: user.email,
              ...settlementReportMail(language, {
                appName: report.appName,
                currency,
                from: dayIn(period.from, language),
                to: dayIn(period.to, language),
                opening: money(report.openingBalance),
                closing: money(report.closingBalance),
                frequency: schedule.frequency,
              }),
              attachment: { name: file.name, contentType: file.contentType, content: file.content },
            },
            tx,
          );
          mails += 1;
        }
        await markSent(tx, schedule.id, period.to);
        return mails;
      });
    } catch (err) {
      // One schedule's failure (an application gone meanwhile) leaves it due for the next run, and the others go.
      app.log.error({ err, scheduleId: id }, "settlement report not sent");
    }
  }
  return sent;
}
