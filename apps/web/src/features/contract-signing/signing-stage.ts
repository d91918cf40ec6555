import type { ContractState } from "@portal/contracts";

/**
 * What the signing panel shows, read from the contract's state on the server, so a reload
 * in the middle of signing picks up where it was:
 * - `form`: phone and user ID, to start (or start again);
 * - `signIn`: the signer confirms the sign-in on the phone (polled);
 * - `signOnPhone`: the contract goes to the phone and waits for the signature (polled);
 * - `finishing`: signed on the phone; the portal stores the signed contract;
 * - `done`, `failed`.
 */
export type SigningStage = "form" | "signIn" | "signOnPhone" | "finishing" | "done" | "failed";

export function signingStage(state: ContractState): SigningStage {
  switch (state.status) {
    case "signed":
      return "done";
    case "failed":
      return "failed";
    // Only a server that signs on paper (`method: "manual"`) reaches `uploaded` and `refused`: its own panel.
    case "unsigned":
    case "uploaded":
    case "refused":
      return "form";
    case "started":
      if (state.step === "auth") return state.waiting ? "signIn" : "signOnPhone";
      if (state.step === "sign") return state.waiting ? "signOnPhone" : "finishing";
      return "form";
  }
}

/** The stepper's step (0 sign in, 1 sign, 2 done) for a stage; a failure stays on the step it failed in. */
export function stepIndex(stage: SigningStage, state: ContractState): number {
  switch (stage) {
    case "form":
    case "signIn":
      return 0;
    case "signOnPhone":
    case "finishing":
      return 1;
    case "done":
      return 2;
    case "failed":
      return state.step === "sign" ? 1 : 0;
  }
}
