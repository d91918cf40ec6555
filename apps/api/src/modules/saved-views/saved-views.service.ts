import {
  messages,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewInput,
  type SavedViewList,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import type { AuthContext } from "@/plugins/auth";
import {
  countViews,
  deleteView,
  insertView,
  lockUser,
  nameTaken,
  renameView,
  toSavedView,
  viewOf,
  viewsOf,
} from "./saved-views.repo";

type Input = z.output<typeof SavedViewInput>;

const taken = (): never => {
  throw new AppError("VALIDATION_ERROR", "You already have a view with this name.", {
    fields: { name: messages.viewNameTaken },
  });
};

/** A user's saved filters of a list: theirs alone, named uniquely in any case, at most 20 a list. */
export function savedViewsService(app: FastifyInstance) {
  const { db, clock } = app;

  /** Changes of one user's views take turns (the user's row is the lock), so the limits hold under racing clicks. */
  const asUser = <T>(auth: AuthContext, work: (q: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockUser(tx, auth.user.id);
      return work(tx);
    });

  async function list(auth: AuthContext, list: SavedViewList): Promise<SavedView[]> {
    return (await viewsOf(db, auth.user.id, list)).map(toSavedView);
  }

  function create(auth: AuthContext, input: Input): Promise<SavedView> {
    return asUser(auth, async (q) => {
      if (await nameTaken(q, auth.user.id, input.list, input.name)) taken();
      if ((await countViews(q, auth.user.id, input.list)) >= SAVED_VIEWS_PER_LIST) {
        throw new AppError(
          "INVALID_STATE",
          `A list keeps at most ${SAVED_VIEWS_PER_LIST} saved views. Delete one first.`,
        );
      }
      return toSavedView(
        await insertView(q, {
          userId: auth.user.id,
          list: input.list,
          name: input.name,
          filters: input.filters,
          createdAt: clock(),
        }),
      );
    });
  }

  function rename(auth: AuthContext, id: string, name: string): Promise<SavedView> {
    return asUser(auth, async (q) => {
      const view = await viewOf(q, auth.user.id, id, true);
      if (!view) throw new AppError("NOT_FOUND", "No such saved view.");
      if (await nameTaken(q, auth.user.id, view.list, name, id)) taken();
      return toSavedView(await renameView(q, id, name));
    });
  }

  function remove(auth: AuthContext, id: string): Promise<SavedView> {
    return asUser(auth, async (q) => {
      const view = await viewOf(q, auth.user.id, id, true);
      if (!view) throw new AppError("NOT_FOUND", "No such saved view.");
      await deleteView(q, id);
      return toSavedView(view);
    });
  }

  return { list, create, rename, remove };
}
