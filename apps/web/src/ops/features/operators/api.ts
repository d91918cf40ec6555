import { Operator, type OperatorInvite } from "@portal/contracts";
import * as z from "zod/mini";
import { opsApi } from "../../lib/api";

const Operators = z.array(Operator);

/** The console's operators (admin): the list, an invitation, and disabling one. */
export const operatorsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/operators`. */
    operators: build.query<Operator[], void>({
      query: () => "operators",
      keepUnusedDataFor: 0,
      providesTags: ["Operator"],
      responseSchema: Operators,
    }),
    /** `POST /api/ops/operators`: the server e-mails the invitee a set-up link. */
    inviteOperator: build.mutation<Operator, OperatorInvite>({
      query: (body) => ({ url: "operators", method: "POST", body }),
      invalidatesTags: ["Operator", "Audit"],
      responseSchema: Operator,
    }),
    /** `POST /api/ops/operators/{operatorId}/disable`. */
    disableOperator: build.mutation<Operator, string>({
      query: (operatorId) => ({ url: `operators/${encodeURIComponent(operatorId)}/disable`, method: "POST" }),
      invalidatesTags: ["Operator", "Audit"],
      responseSchema: Operator,
    }),
  }),
});

export const { useOperatorsQuery, useInviteOperatorMutation, useDisableOperatorMutation } = operatorsApi;
