import {
  ApiError,
  BankAccount,
  BankAccountRequest,
  CategoryOption,
  Company,
  ConnectCodeSent,
  ConnectRequest,
  ConnectResponse,
  PaymentCard,
  PaymentCardRequest,
  merchantCategories,
  messages,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction, requireVerifiedEmail } from "@/plugins/permissions";
import { connectService } from "./connect.service";

const errors = { "4xx": ApiError };
const tags = ["connect"];
const security = [{ bearer: [] }];
const CompanyIdParam = z.object({ id: z.uuid() });

// SPEC §3 spells the options so; the portal shows translations of the values.
const categoryNames: Record<(typeof merchantCategories)[number], string> = {
  bankWallet: "Bank/Wallet",
  charity: "Charity",
  electronics: "Electronics",
  eCommerce: "eCommerce",
  education: "Education",
  foodsDrinks: "Foods/drinks",
  government: "Government",
  insurance: "Insurance",
  tourism: "Tourism",
  transportation: "Transportation",
  restaurant: "Restaurant",
  utility: "Utility",
};

/** SPEC §7 Connect and Lookups. */
export const connectRoutes: FastifyPluginAsyncZod = async (app) => {
  const connect = connectService(app);
  const manage = [app.authenticate, requireAction("connectBusiness")];
  const confirmed = [...manage, requireVerifiedEmail];

  app.get("/merchant-category", {
    schema: {
      operationId: "listMerchantCategories",
      tags,
      security,
      summary: "Application categories",
      response: { 200: z.array(CategoryOption), ...errors },
    },
    preHandler: app.authenticate,
    handler: async () => merchantCategories.map((value) => ({ value, name: categoryNames[value] })),
  });

  app.get("/companies", {
    schema: {
      operationId: "listCompanies",
      tags,
      security,
      summary: "The account's companies",
      response: { 200: z.array(Company), ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => connect.listCompanies(authOf(req)),
  });

  app.post("/merchant-connect", {
    schema: {
      operationId: "connectMerchant",
      tags,
      security,
      summary: "Connect a business (company, bank account, application) or a sole trader (code, then application)",
      body: ConnectRequest,
      response: { 201: ConnectResponse, 202: ConnectResponse, ...errors },
    },
    preHandler: confirmed,
    handler: async (req, reply) => {
      const auth = authOf(req);
      const result =
        req.body.accountType === "business"
          ? await connect.connectBusiness(auth, req.body)
          : await connect.connectIndividual(auth, req.body, requestLanguage(req));
      return reply.status(result.status === "created" ? 201 : 202).send(result);
    },
  });

  app.post("/user/paymentCard", {
    schema: {
      operationId: "attachPayoutCard",
      tags,
      security,
      summary:
        "Attach a payout card to an application (kept masked): without otp texts a code (202), with it attaches the card (201)",
      body: PaymentCardRequest,
      response: { 201: PaymentCard, 202: ConnectCodeSent, ...errors },
    },
    preHandler: confirmed,
    handler: async (req, reply) => {
      const result = await connect.attachCard(authOf(req), req.body, requestLanguage(req));
      return "status" in result ? reply.status(202).send(result) : reply.status(201).send(result);
    },
  });

  app.get("/company/:id/bank-account", {
    schema: {
      operationId: "listCompanyBankAccounts",
      tags,
      security,
      summary: "A company's bank accounts, whole",
      description:
        "For the main user and users who may connect a business (addApplication); any other user is refused with 403, " +
        "since the IBAN, SWIFT and correspondent account are the account's to guard (payouts show them masked).",
      params: CompanyIdParam,
      response: { 200: z.array(BankAccount), ...errors },
    },
    preHandler: [app.authenticate, requireAction("seeBankDetails")],
    handler: (req) => connect.bankAccountsOf(authOf(req), req.params.id),
  });

  app.post("/company/:id/bank-account", {
    schema: {
      operationId: "createCompanyBankAccount",
      tags,
      security,
      summary: "Add a bank account to a company",
      params: CompanyIdParam,
      body: BankAccountRequest,
      response: { 201: BankAccount, ...errors },
    },
    preHandler: manage,
    handler: async (req, reply) => {
      if (req.body.companyId !== req.params.id) {
        throw new AppError("VALIDATION_ERROR", "The company in the body is not the one in the path.", {
          fields: { companyId: messages.invalid },
        });
      }
      return reply.status(201).send(await connect.addBankAccount(authOf(req), req.params.id, req.body.bankDetails));
    },
  });
};
