import { data } from "react-router";
import { siteTitle } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

// Any path no other route matches: HTTP 404 and the 404 page, rendered by the site layout's boundary.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle("Page not found", matches) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return null;
}
