/**
 * How long an e-mailed link to set a password works: the reset link, and the link a new
 * sub-user gets (DESIGN §4 and the Users issue: "the link follows the password-reset rules").
 */
export const PASSWORD_LINK_MS = 30 * 60_000;
