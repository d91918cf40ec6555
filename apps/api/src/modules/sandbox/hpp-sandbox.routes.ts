import type { FastifyPluginAsync, FastifyReply } from "fastify";
import {
  hppCardIssues,
  hppReturnAddress,
  sandboxHppCustomer,
  type SandboxHppOrder,
} from "@/providers/acquirer/sandbox-hosted-acquirer";
import { renderHppNotFound, renderHppPage } from "./hpp-page";
import { sandboxCsp } from "./outbox-page";

/** A card form is a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

type Form = Record<string, string | undefined>;
const text = (form: Form, name: string) => form[name] ?? "";

/**
 * The sandbox bank's card page, /sandbox/hpp (ACQUIRER=sandbox-hosted; docs/hosted-payment-page.md):
 * what a bank's hosted payment page does, played here. It opens an order by the id and password
 * the acquirer's redirect URL carries, takes the card in a plain HTML form (no script), asks
 * for 3-D Secure when the challenge card is used, and sends the browser back to the order's
 * return URL with `ID` and `STATUS` in the query, as Kapital Bank's page does. The card is read
 * from the form's body only, never written anywhere but masked, and never logged (request
 * logs carry the path alone).
 */
export const hppSandboxRoutes: FastifyPluginAsync = async (app) => {
  const customer = sandboxHppCustomer({ db: app.db, clock: app.clock });

  // Plain HTML forms post url-encoded (this plugin only).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The page's answer: its forms may post here, and their answers lead back to the shop's origin. */
  function page(reply: FastifyReply, status: number, html: string, order?: SandboxHppOrder) {
    const back = order ? [new URL(order.returnUrl).origin] : [];
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("content-security-policy", sandboxCsp([], back))
      .send(html);
  }

  /** After a step: an order still open shows its page again (by GET, so a reload sends nothing twice); a decided one goes back to the shop. */
  function next(reply: FastifyReply, order: SandboxHppOrder | null) {
    if (!order) return page(reply, 404, renderHppNotFound());
    if (order.status === "pending" || order.status === "challenge") {
      return reply.redirect(
        `/sandbox/hpp?id=${encodeURIComponent(order.id)}&password=${encodeURIComponent(order.password)}`,
        303,
      );
    }
    return reply.redirect(hppReturnAddress(order), 303);
  }

  app.get<{ Querystring: Form }>("/hpp", {
    schema: {
      operationId: "sandboxShowHppPage",
      tags: ["sandbox"],
      summary: "The sandbox bank's card page for an order (ACQUIRER=sandbox-hosted), opened by its id and password",
    },
    handler: async (req, reply) => {
      const order = await customer.open(text(req.query, "id"), text(req.query, "password"));
      return order ? page(reply, 200, renderHppPage(order), order) : page(reply, 404, renderHppNotFound());
    },
  });

  app.post<{ Body: Form }>("/hpp/card", {
    schema: {
      operationId: "sandboxSubmitHppCard",
      tags: ["sandbox"],
      summary: "Pay the order with a card typed on the sandbox bank's page (a form post)",
    },
    handler: async (req, reply) => {
      const form = req.body ?? {};
      const [id, password] = [text(form, "id"), text(form, "password")];
      const card = {
        pan: text(form, "cardNumber"),
        expiry: text(form, "expiry").trim(),
        cvv: text(form, "cvv").trim(),
        holder: text(form, "cardHolder"),
      };
      const issues = hppCardIssues(card, app.clock());
      if (Object.keys(issues).length > 0) {
        const order = await customer.open(id, password);
        if (!order || order.status !== "pending") return next(reply, order);
        return page(reply, 422, renderHppPage(order, issues, { expiry: card.expiry, cardHolder: card.holder }), order);
      }
      return next(reply, await customer.enterCard(id, password, card));
    },
  });

  app.post<{ Body: Form }>("/hpp/challenge", {
    schema: {
      operationId: "sandboxAnswerHppChallenge",
      tags: ["sandbox"],
      summary: "Answer the sandbox bank's 3-D Secure step (the code is 123456)",
    },
    handler: async (req, reply) => {
      const form = req.body ?? {};
      return next(reply, await customer.answerChallenge(text(form, "id"), text(form, "password"), text(form, "code")));
    },
  });

  app.post<{ Body: Form }>("/hpp/cancel", {
    schema: {
      operationId: "sandboxCancelHppOrder",
      tags: ["sandbox"],
      summary: "Leave the sandbox bank's page without paying: the order is declined as cancelled",
    },
    handler: async (req, reply) => {
      const form = req.body ?? {};
      return next(reply, await customer.cancel(text(form, "id"), text(form, "password")));
    },
  });
};
