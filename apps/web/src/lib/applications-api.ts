import { Application, ApplicationDetail } from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "./api";

/**
 * `GET api/apps`, the account's applications: the applications list, the contract screen
 * and the invoice form all pick from it, so it is declared once here. One application in
 * full (`GET api/apps/{appId}`) is the configure screen's, and tells connect where a sole
 * trader's onboarding stopped.
 */
export const applicationsListApi = api.injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<Application[], void>({
      query: () => "api/apps",
      providesTags: ["Application"],
      responseSchema: z.array(Application),
    }),
    application: build.query<ApplicationDetail, string>({
      query: (appId) => `api/apps/${encodeURIComponent(appId)}`,
      providesTags: ["Application"],
      responseSchema: ApplicationDetail,
    }),
  }),
});

export const { useApplicationsQuery, useApplicationQuery } = applicationsListApi;
