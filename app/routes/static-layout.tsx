import { Outlet } from "react-router";

// Placeholder until the static pages' shared sub-navigation lands.
export default function StaticLayout() {
  return <Outlet />;
}
