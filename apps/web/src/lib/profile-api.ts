import { Profile, type UpdateProfileRequest } from "@portal/contracts";
import { api } from "./api";

/**
 * `GET api/profile` and `POST api/updateProfile`, declared here rather than in the settings
 * feature because the shell's language dialog saves the chosen language too. Only the
 * settings screen and that dialog import it, so it rides in their lazy chunks, not in the
 * code every screen loads.
 */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ["Profile"] }).injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => "api/profile",
      // Read afresh on each visit: another device may have changed it.
      keepUnusedDataFor: 0,
      providesTags: ["Profile"],
      responseSchema: Profile,
    }),
    updateProfile: build.mutation<Profile, UpdateProfileRequest>({
      query: (body) => ({ url: "api/updateProfile", method: "POST", body }),
      responseSchema: Profile,
      // The answer is the profile as stored: no second request to read it back.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.updateQueryData("profile", undefined, () => data));
        } catch {
          // The caller shows the failure.
        }
      },
      // The sidebar names the user from the session check: a new name refetches it.
      invalidatesTags: (result, _error, { fullName }) => (result && fullName !== undefined ? ["Session"] : []),
    }),
  }),
});

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;
