import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { opsApi } from "./api";
import { sessionSlice } from "./session";

const rootReducer = combineSlices(opsApi, sessionSlice);

/** A fresh store of the console's own (never the portal's); the page makes one, and each test its own. */
export function makeOpsStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(opsApi.middleware),
  });
}

export type OpsState = ReturnType<typeof rootReducer>;
export type OpsDispatch = ReturnType<typeof makeOpsStore>["dispatch"];
export const useOpsSelector = useSelector.withTypes<OpsState>();
export const useOpsDispatch = useDispatch.withTypes<OpsDispatch>();
