export * from "./accounts";
export * from "./users";
export * from "./sessions";
export * from "./otp-challenges";
export * from "./password-resets";
export * from "./outbox-messages";
export * from "./rate-limit-counters";
