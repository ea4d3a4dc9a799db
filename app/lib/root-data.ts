import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Data every page shares (site origin, categories), loaded once by the root route. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return { origin: data?.origin ?? "", categories: data?.categories ?? [] };
}
