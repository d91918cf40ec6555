/** The route table: every in-app link and redirect takes its path from here. */
export const paths = {
  home: "/",
  auth: {
    signIn: "/auth",
    register: "/auth/register",
    forgotPassword: "/auth/forgot-password",
    resetPassword: "/auth/reset-password/:guid",
  },
} as const;
