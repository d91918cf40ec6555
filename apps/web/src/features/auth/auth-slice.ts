import type { AuthUser } from "@portal/contracts";
import { createSlice } from "@reduxjs/toolkit";
import { storage } from "@/light/storage";
import { authApi } from "./api";

/** SPEC §3 "auth state": the signed-in user and the token; empty or false until known. */
export type AuthState = Omit<AuthUser, "userType"> & { userType: AuthUser["userType"] | ""; accessToken: string };

const signedOut: AuthState = {
  active: false,
  attachedCard: false,
  email: "",
  emailVerified: false,
  fin: "",
  fullName: "",
  id: "",
  mobilePhone: "",
  name: "",
  privileges: [],
  roles: [],
  userType: "",
  username: "",
  // Unknown until the session check: code steps are the SMS ones.
  secondSteps: [],
  mustAddStrongMethod: false,
  accessToken: "",
};

export const authSlice = createSlice({
  name: "auth",
  // After a page load the token is known before the session check says whose it is.
  initialState: (): AuthState => ({ ...signedOut, accessToken: storage.getAccessToken() ?? "" }),
  reducers: {},
  // Setting the user replaces the whole record (SPEC §3); the sign-in page stored the token.
  extraReducers: (builder) => {
    builder.addMatcher(authApi.endpoints.session.matchFulfilled, (state, { payload: { accessToken, ...user } }) => ({
      ...user,
      // A rotated token replaces the old one; otherwise the one we hold stays.
      accessToken: accessToken ?? state.accessToken,
    }));
  },
  selectors: { selectAuthUser: (state) => state },
});

export const { selectAuthUser } = authSlice.selectors;
