import { type ErrorCode, errorStatus, type ProofChallenge } from "@portal/contracts";

/** The one error type services throw; the error handler turns it into DESIGN §5's shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      retryAfter?: number;
      attemptsLeft?: number;
      proof?: ProofChallenge;
    } = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}
