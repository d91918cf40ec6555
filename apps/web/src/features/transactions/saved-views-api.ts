import { SavedView, type SavedViewInput, type SavedViewList } from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "@/lib/api";

const path = encodeURIComponent;

/** A user's saved views of a list (`api/saved-views`); every change invalidates `SavedView`, so the chips refresh. */
export const savedViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedViews: build.query<SavedView[], SavedViewList>({
      query: (list) => ({ url: "api/saved-views", params: { list } }),
      providesTags: ["SavedView"],
      responseSchema: z.array(SavedView),
    }),
    createSavedView: build.mutation<SavedView, SavedViewInput>({
      query: (body) => ({ url: "api/saved-views", method: "POST", body }),
      invalidatesTags: ["SavedView"],
      responseSchema: SavedView,
    }),
    renameSavedView: build.mutation<SavedView, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `api/saved-views/${path(id)}`, method: "PATCH", body: { name } }),
      invalidatesTags: ["SavedView"],
      responseSchema: SavedView,
    }),
    deleteSavedView: build.mutation<SavedView, string>({
      query: (id) => ({ url: `api/saved-views/${path(id)}`, method: "DELETE" }),
      invalidatesTags: ["SavedView"],
      responseSchema: SavedView,
    }),
  }),
});

export const {
  useSavedViewsQuery,
  useCreateSavedViewMutation,
  useRenameSavedViewMutation,
  useDeleteSavedViewMutation,
} = savedViewsApi;
