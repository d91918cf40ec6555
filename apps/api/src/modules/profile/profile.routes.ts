import { ApiError, Profile } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "@/plugins/auth";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/profile", {
    schema: { tags: ["profile"], summary: "The signed-in user's details", security: [{ bearer: [] }], response: { 200: Profile, "4xx": ApiError } },
    preHandler: app.authenticate,
    handler: async (req) => {
      const { id, email, fullName, mobilePhone } = authOf(req).user;
      return { id, email, fullName, mobilePhone };
    },
  });
};
