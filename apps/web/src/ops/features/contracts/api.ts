import { ContractDecided, type ContractDecisionRequest, ContractQueuePage } from "@portal/contracts";
import type * as z from "zod/mini";
import { opsApi } from "../../lib/api";
import { asPdfUrl, revokeObjectUrlWhenRemoved } from "../../lib/object-url";

/** The two files an operator compares: the merchant's signed upload, and the contract as the product makes it. */
export type ContractFile = "uploaded" | "generated";

/** Where the decision left the contract and its application. */
export type ContractDecision = z.infer<typeof ContractDecided>;

const path = encodeURIComponent;

/** Contracts signed on paper (ESIGN=manual): the queue, the two files, and a risk operator's decision. */
export const contractsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/contracts?page=N`: signed files waiting, oldest upload first. Never kept: others decide too. */
    contractQueue: build.query<z.infer<typeof ContractQueuePage>, number>({
      query: (page) => ({ url: "contracts", params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["Contract"],
      responseSchema: ContractQueuePage,
    }),
    /**
     * `GET /api/ops/contracts/{appId}/uploaded|generated`: a PDF, fetched with the operator's
     * token (a plain link would carry none), as an object URL for the viewer; revoked when the
     * screen that shows it goes.
     */
    contractFile: build.query<string, { appId: string; file: ContractFile }>({
      query: ({ appId, file }) => ({ url: `contracts/${path(appId)}/${file}`, responseHandler: asPdfUrl }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: revokeObjectUrlWhenRemoved,
    }),
    /** `POST /api/ops/contracts/{appId}/decision` (risk only): confirm (then signed) or refuse with a reason. */
    decideContract: build.mutation<ContractDecision, { appId: string; body: ContractDecisionRequest }>({
      query: ({ appId, body }) => ({ url: `contracts/${path(appId)}/decision`, method: "POST", body }),
      invalidatesTags: ["Contract", "Review", "Audit"],
      responseSchema: ContractDecided,
    }),
  }),
});

export const { useContractQueueQuery, useContractFileQuery, useDecideContractMutation } = contractsApi;
