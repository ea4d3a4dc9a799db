import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Data every page shares (origin, categories, signed-in user, pending message), from the root. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    origin: data?.origin ?? "",
    categories: data?.categories ?? [],
    user: data?.user ?? null,
    flash: data?.flash ?? null,
  };
}
