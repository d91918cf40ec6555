import { randomUUID } from "node:crypto";
import { calendarDateIn, regionTimeZone } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "@/lib/app-error";
import { answerPain001 } from "@/providers/payout-bank/iso20022/camt054-builder";
import { sandboxRecipients } from "@/providers/payout-bank/sandbox-payout-bank";

/** A payout batch's file is a few MB at most. */
const BODY_LIMIT = 10 * 1024 * 1024;

/** The sandbox IBANs whose transfers come back, with the bank's reason (README, docs/bank-files.md). */
export const sandboxReturnedIbans = sandboxRecipients
  .filter((r) => r.kind === "iban" && r.outcome === "failed")
  .map((r) => ({ iban: r.value, code: "AC04", text: r.reason }));

/**
 * The sandbox bank's file desk (outside production only, like every sandbox page): it takes a
 * pain.001 as the provider's bank would and answers with the camt.054 the bank would send
 * back, every transfer booked, those to the IBANs above also returned, so the whole cycle of
 * docs/bank-files.md runs offline.
 */
export const bankFileSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ["application/xml", "text/xml"],
    { parseAs: "string", bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post("/bank/pain001", {
    schema: {
      operationId: "sandboxSubmitPain001File",
      tags: ["sandbox"],
      summary:
        "Send a pain.001.001.09 file (as application/xml) to the sandbox bank: it answers with a camt.054 booking every transfer, " +
        "and returning (AC04) those to the IBANs of `/sandbox/recipients.json` that fail",
      produces: ["application/xml"],
    },
    handler: async (req, reply) => {
      if (typeof req.body !== "string")
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the pain.001 file as application/xml.");
      const now = app.clock();
      let camt: string;
      try {
        camt = answerPain001(req.body, {
          messageId: `SBXCAMT-${randomUUID().slice(0, 8).toUpperCase()}`,
          createdAt: now,
          bookingDate: calendarDateIn(now, regionTimeZone.default),
          returnOf: ({ iban }) => {
            const returned = sandboxReturnedIbans.find((r) => r.iban === iban);
            return returned ? { code: returned.code, text: returned.text } : null;
          },
        });
      } catch (err) {
        throw new AppError("VALIDATION_ERROR", `The sandbox bank cannot read this pain.001: ${(err as Error).message}`);
      }
      return reply
        .type("application/xml")
        .header("content-disposition", 'attachment; filename="camt054.xml"')
        .send(camt);
    },
  });
};
