import {
  type AccountType,
  type AsanLoginRequest,
  ContractState,
  type Language,
  type SignContractRequest,
} from "@portal/contracts";
import type * as z from "zod/mini";
import { api, asObjectUrl, revokeObjectUrlWhenRemoved } from "@/lib/api";

/** How often the screen asks whether the signer has answered on the phone. */
export const SIGNING_POLL_MS = 2000;

/** One signing attempt: a new attempt never reads the answers cached for an earlier one. */
export interface SigningAttempt {
  appId: string;
  transactionId: string;
}

export interface ContractDocumentArgs {
  accountType: AccountType;
  appId: string;
  /** The PDF is written in the interface language (Accept-Language); another language is another file. */
  language: Language;
  /** Once signed, the server returns the signed file instead of the blank contract. */
  signed: boolean;
}

const path = encodeURIComponent;
const base = "api/application-verify";

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: ContractState }>;
}

/**
 * SPEC §7 Contracts: view and download the contract, sign it with the mobile e-signature, or
 * (a server that signs on paper) upload the signed file for the provider to confirm.
 */
export const contractApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Named apart from the Applications screen's list: features do not share endpoints. */
    /** Where signing stands; every signing call below writes its answer here too. */
    contractState: build.query<ContractState, string>({
      query: (appId) => `${base}/contract/${path(appId)}`,
      providesTags: (_result, _error, appId) => [{ type: "Contract", id: appId }],
      responseSchema: ContractState,
      keepUnusedDataFor: 0,
    }),
    /**
     * The contract as an object URL for the embedded viewer. The URL is revoked when the
     * cache entry goes, right after the viewer closes; revoking in the component would
     * break StrictMode's second mount.
     */
    contractPdf: build.query<string, ContractDocumentArgs>({
      query: ({ accountType, appId }) => ({
        url: `${base}/view-contract/account/${path(accountType)}/${path(appId)}`,
        responseHandler: asObjectUrl,
      }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: revokeObjectUrlWhenRemoved,
    }),
    // Downloads are one-off: an object URL the caller saves and revokes at once, never cached.
    downloadContract: build.mutation<string, Omit<ContractDocumentArgs, "signed" | "language">>({
      query: ({ accountType, appId }) => ({
        url: `${base}/view-contract/account/${path(accountType)}/${path(appId)}`,
        responseHandler: asObjectUrl,
      }),
    }),
    /** A 404 `NOT_FOUND` JSON body while the contract is unsigned (SPEC §8). */
    downloadSignedContract: build.mutation<string, string>({
      query: (appId) => ({ url: `${base}/download-signed-contract-file/${path(appId)}`, responseHandler: asObjectUrl }),
    }),
    /** Step one: the signer is asked to sign in on the phone; the answer carries the code to compare. */
    startContractSigning: build.mutation<ContractState, AsanLoginRequest>({
      query: (body) => ({ url: `${base}/asan-login`, method: "POST", body }),
      responseSchema: ContractState,
      invalidatesTags: ["Application"],
      onQueryStarted: ({ appId }, lifecycle) => keepContractState(appId, lifecycle),
    }),
    /** Polled while the signer has not yet confirmed the sign-in on the phone. */
    pollContractSignIn: build.query<ContractState, SigningAttempt>({
      query: ({ appId }) => `${base}/verification-code/auth/${path(appId)}`,
      responseSchema: ContractState,
      keepUnusedDataFor: 0,
      onQueryStarted: ({ appId }, lifecycle) => keepContractState(appId, lifecycle),
    }),
    /** The first call sends the contract to the phone (a new code); later calls poll the answer. */
    pollContractSigning: build.query<ContractState, SigningAttempt>({
      query: ({ appId }) => `${base}/verification-code/sign/${path(appId)}`,
      responseSchema: ContractState,
      keepUnusedDataFor: 0,
      onQueryStarted: ({ appId }, lifecycle) => keepContractState(appId, lifecycle),
    }),
    /**
     * Signed on paper or with the merchant's own tool (`method: "manual"`): the signed PDF, sent
     * as the logo is. A FormData body: the base query leaves the content type to fetch, which
     * adds the boundary. The file then waits for the provider's confirmation (`uploaded`).
     */
    uploadSignedContract: build.mutation<ContractState, { appId: string; file: File }>({
      query: ({ appId, file }) => {
        const body = new FormData();
        body.append("file", file);
        return { url: `${base}/upload-signed-contract/${path(appId)}`, method: "POST", body };
      },
      responseSchema: ContractState,
      invalidatesTags: ["Application"],
      onQueryStarted: ({ appId }, lifecycle) => keepContractState(appId, lifecycle),
    }),
    /** Stores the signed contract; an application in review goes live. */
    signContract: build.mutation<ContractState, z.input<typeof SignContractRequest>>({
      query: (body) => ({ url: `${base}/sign-contract`, method: "POST", body }),
      responseSchema: ContractState,
      invalidatesTags: ["Application", "Contract"],
      onQueryStarted: ({ appId }, lifecycle) => keepContractState(appId, lifecycle),
    }),
  }),
});

/**
 * Each signing answer is the contract's newest state: the screen follows it, and a failure
 * refreshes the applications, whose lists show the contract status.
 */
async function keepContractState(appId: string, { dispatch, queryFulfilled }: Lifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(contractApi.util.updateQueryData("contractState", appId, () => data));
    if (data.status === "failed") dispatch(contractApi.util.invalidateTags(["Application"]));
  } catch {
    // A failed call is shown by the component that made it.
  }
}

export const {
  useContractStateQuery,
  useContractPdfQuery,
  useDownloadContractMutation,
  useDownloadSignedContractMutation,
  useStartContractSigningMutation,
  usePollContractSignInQuery,
  usePollContractSigningQuery,
  useSignContractMutation,
  useUploadSignedContractMutation,
} = contractApi;
