import { ReviewDetail, type ReviewDecisionRequest, ReviewQueuePage } from "@portal/contracts";
import type * as z from "zod/mini";
import { opsApi } from "../../lib/api";

/** Merchant review (KYB): the queue, one application, and a risk operator's decision on it. */
export const reviewsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/reviews?page=N`: applications in review, oldest first. Never kept: others decide on them too. */
    reviews: build.query<z.infer<typeof ReviewQueuePage>, number>({
      query: (page) => ({ url: "reviews", params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["Review"],
      responseSchema: ReviewQueuePage,
    }),
    /** `GET /api/ops/reviews/{appId}`: everything the merchant gave, masked where personal. */
    review: build.query<ReviewDetail, string>({
      query: (appId) => `reviews/${encodeURIComponent(appId)}`,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, appId) => [{ type: "Review", id: appId }],
      responseSchema: ReviewDetail,
    }),
    /** `POST /api/ops/reviews/{appId}/decision` (risk only): answers with the application as it now stands. */
    decide: build.mutation<ReviewDetail, { appId: string; body: ReviewDecisionRequest }>({
      query: ({ appId, body }) => ({ url: `reviews/${encodeURIComponent(appId)}/decision`, method: "POST", body }),
      responseSchema: ReviewDetail,
      async onQueryStarted({ appId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The screen shows the server's answer at once; the queue is asked again when next shown.
          dispatch(reviewsApi.util.upsertQueryData("review", appId, data));
        } catch {
          // The dialog says what failed.
        }
      },
    }),
  }),
});

export const { useReviewsQuery, useReviewQuery, useDecideMutation } = reviewsApi;
