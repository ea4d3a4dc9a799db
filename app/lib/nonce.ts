import { createContext, useContext } from "react";

/** The CSP nonce of the current response (server only; empty in the browser). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
