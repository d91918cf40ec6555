import { ApiError, RolesCatalogue, rolesCatalogue } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** SPEC §7 `GET api/booking/roles`: what the Users screen offers when it gives someone access. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/booking/roles", {
    schema: {
      tags: ["users"],
      operationId: "listRoles",
      security: [{ bearer: [] }],
      summary:
        "The roles with the permissions each starts with, and every permission, labelled in Azerbaijani, English and Russian",
      description:
        "A role fills in a new user's permissions (SPEC §6); they can then be adjusted one by one. The thirteen permissions are the only vocabulary " +
        "of access; managing users, the secret key and the contract belong to the account's main user.",
      response: { 200: RolesCatalogue, "4xx": ApiError },
    },
    preHandler: app.authenticate,
    handler: async () => rolesCatalogue(),
  });
};
