import { Application } from "@portal/contracts";
import { z } from "zod";
import { api } from "./api";

/**
 * `GET api/apps`, the account's applications: the applications list, the contract screen
 * and the invoice form all pick from it, so it is declared once here.
 */
export const applicationsListApi = api.injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<Application[], void>({
      query: () => "api/apps",
      providesTags: ["Application"],
      responseSchema: z.array(Application),
    }),
  }),
});

export const { useApplicationsQuery } = applicationsListApi;
