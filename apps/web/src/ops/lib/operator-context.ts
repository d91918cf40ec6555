import type { Operator } from "@portal/contracts";
import { createContext, useContext } from "react";

export const OperatorContext = createContext<Operator | null>(null);

/** The signed-in operator, for the screens inside the shell (app/signed-in.tsx provides it). */
export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error("useOperator outside the signed-in screens");
  return operator;
}
