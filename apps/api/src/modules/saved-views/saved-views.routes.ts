import {
  ApiError,
  SavedView,
  SavedViewIdParam,
  SavedViewInput,
  SavedViewQuery,
  SavedViewRename,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { authOf } from "@/plugins/auth";
import { savedViewsService } from "./saved-views.service";

const errors = { "4xx": ApiError };
const tags = ["saved views"];
const security = [{ bearer: [] }];

/** A user's named filters of a list, shown as chips above it (beyond the spec). Each user sees only their own. */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = savedViewsService(app);
  const signedIn = app.authenticate;

  app.get("/saved-views", {
    schema: {
      tags,
      operationId: "listSavedViews",
      security,
      summary: "The user's saved views of a list, oldest first",
      querystring: SavedViewQuery,
      response: { 200: z.array(SavedView), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => views.list(authOf(req), req.query.list),
  });

  app.post("/saved-views", {
    schema: {
      tags,
      operationId: "createSavedView",
      security,
      summary: "Save the list's current filters under a name (unique per user and list in any case; at most 20 a list)",
      body: SavedViewInput,
      response: { 201: SavedView, ...errors },
    },
    preHandler: signedIn,
    handler: async (req, reply) => reply.code(201).send(await views.create(authOf(req), req.body)),
  });

  app.patch("/saved-views/:id", {
    schema: {
      tags,
      operationId: "renameSavedView",
      security,
      summary: "Rename a saved view",
      params: SavedViewIdParam,
      body: SavedViewRename,
      response: { 200: SavedView, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => views.rename(authOf(req), req.params.id, req.body.name),
  });

  app.delete("/saved-views/:id", {
    schema: {
      tags,
      operationId: "deleteSavedView",
      security,
      summary: "Delete a saved view; answers the view as it was",
      params: SavedViewIdParam,
      response: { 200: SavedView, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => views.remove(authOf(req), req.params.id),
  });
};
