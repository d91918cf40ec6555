import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { authSlice } from "@/features/auth/auth-slice";
import { api } from "@/lib/api";

const rootReducer = combineSlices(api, authSlice);

/** A fresh store; the app makes one, and each test its own. */
export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
