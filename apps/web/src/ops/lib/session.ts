import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * The operator's token lives in session storage under its own key: the portal never reads
 * it (its client sends local storage's `accessToken` only), the console never reads the
 * portal's, and it goes with the tab. A reload keeps the operator signed in; a new tab asks again.
 */
const TOKEN_KEY = "opsAccessToken";

export const tokenStore = {
  read(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string) {
    try {
      sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage disabled: the session lasts as long as the page.
    }
  },
  forget() {
    try {
      sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

export interface SessionState {
  accessToken: string | null;
  /**
   * How the last session ended: the server ended it (a 401; the sign-in screen says so, and
   * takes the operator back to where they were), or the operator signed out (sign-in starts afresh).
   */
  endedBy: "server" | "operator" | null;
}

export const sessionSlice = createSlice({
  name: "opsSession",
  initialState: (): SessionState => ({ accessToken: tokenStore.read(), endedBy: null }),
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
      state.endedBy = null;
    },
    signedOut(state) {
      state.accessToken = null;
      state.endedBy = "operator";
    },
    sessionEnded(state) {
      state.accessToken = null;
      state.endedBy = "server";
    },
  },
});

export const { signedIn, signedOut, sessionEnded } = sessionSlice.actions;
