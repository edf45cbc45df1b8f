import { SignOutScreen } from "#app/components/auth/SignOutScreen.tsx";
import { logOut, logOutPage } from "#app/lib/log-out.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import type { Route } from "./+types/log-out";

export const meta: Route.MetaFunction = () => privateMeta("Sign out");

// A visit shows the Sign out button; the admin menu's and this page's form post signs out.
export function loader({ request, context }: Route.LoaderArgs) {
  return logOutPage(request, context, "admin");
}

export function action({ request, context }: Route.ActionArgs) {
  return logOut(request, context, "admin");
}

export default function AdminLogOut({ loaderData }: Route.ComponentProps) {
  return <SignOutScreen action="/admin/log-out" {...loaderData} />;
}
