import { logOut } from "#app/lib/log-out.server.ts";
import type { Route } from "./+types/log-out";

// The admin user menu posts here; a plain visit (spec §2.3) signs out too.
export function loader({ request, context }: Route.LoaderArgs) {
  return logOut(request, context, "admin");
}

export function action({ request, context }: Route.ActionArgs) {
  return logOut(request, context, "admin");
}
