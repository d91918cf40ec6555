export * from "./fields";
export * from "./auth";
export * from "./errors";
export * from "./otp";
export * from "./languages";
export * from "./regions";
