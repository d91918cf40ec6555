import * as z from "zod/mini";
import { requiredText } from "./fields";
import { transactionFilterNames } from "./transactions";

/** Lists whose filters a user can save under a name (beyond the spec). */
export const savedViewLists = ["transactions"] as const;
export type SavedViewList = (typeof savedViewLists)[number];

/** Enough for a morning's routine, few enough to show as chips. */
export const SAVED_VIEWS_PER_LIST = 20;
export const SAVED_VIEW_NAME_MAX = 40;

/** A list's filters as its address bar holds them: only the list's own names, as text. */
export const SavedViewFilters = z.partialRecord(z.enum(transactionFilterNames), z.string().check(z.maxLength(100)));

export const SavedView = z.object({
  id: z.uuid(),
  list: z.enum(savedViewLists),
  name: z.string(),
  filters: SavedViewFilters,
  createdAt: z.iso.datetime(),
});
export type SavedView = z.infer<typeof SavedView>;

export const SavedViewInput = z.object({
  list: z.enum(savedViewLists),
  name: requiredText(SAVED_VIEW_NAME_MAX),
  filters: SavedViewFilters,
});
export type SavedViewInput = z.input<typeof SavedViewInput>;

export const SavedViewRename = z.object({ name: requiredText(SAVED_VIEW_NAME_MAX) });

export const SavedViewQuery = z.object({ list: z.enum(savedViewLists) });
export const SavedViewIdParam = z.object({ id: z.uuid() });
