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
      onQueryStarted: (_arg, lifecycle) => storeAnsweredProfile(lifecycle),
      // The sidebar names the user from the session check: a new name refetches it.
      invalidatesTags: (result, _error, { fullName }) => (result && fullName !== undefined ? ["Session"] : []),
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Profile }>;
}

/**
 * `onQueryStarted` of a call that answers the profile as stored (`updateProfile`, the
 * settings screen's phone change): written into the `profile` query, no second request to
 * read it back. A failure is the caller's to show.
 */
export async function storeAnsweredProfile({ dispatch, queryFulfilled }: Lifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(profileApi.util.updateQueryData("profile", undefined, () => data));
  } catch {
    // The caller shows the failure.
  }
}

export const { useProfileQuery, useUpdateProfileMutation } = profileApi;
