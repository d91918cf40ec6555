import { OperatorSettings } from "@portal/contracts";
import { opsApi } from "../../lib/api";

/** The console's settings (admin). */
export const settingsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/settings`. */
    settings: build.query<OperatorSettings, void>({
      query: () => "settings",
      providesTags: ["Settings"],
      responseSchema: OperatorSettings,
    }),
    /** `PUT /api/ops/settings`: answers with the settings as saved. */
    saveSettings: build.mutation<OperatorSettings, OperatorSettings>({
      query: (body) => ({ url: "settings", method: "PUT", body }),
      responseSchema: OperatorSettings,
      invalidatesTags: ["Audit"],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData("settings", undefined, data));
        } catch {
          // The form says what failed.
        }
      },
    }),
  }),
});

export const { useSettingsQuery, useSaveSettingsMutation } = settingsApi;
