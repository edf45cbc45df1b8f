import "./context.ts";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { setBusinessTimeZone } from "#forms/dates.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
// The same file app.css's @font-face names (Vite emits it once): fetched with the stylesheet, not
// after it, so the brand face is usually there for the first paint (docs/decisions/0085).
import brandFont from "../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return {
    publicUrl: context.config.publicUrl,
    enhanceSrc: context.enhanceSrc,
    nonce: context.cspNonce,
    // The browser formats dates in the same zone as the server (forms/dates.ts, decision 0109).
    businessTimeZone: context.config.businessTimeZone,
  };
}

/** Routes whose handle says `hydrate: false` ship no React to the browser, only the enhancement script. */
function useHydrates(): boolean {
  return !useMatches().some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrates = useHydrates();
  // Before any child renders a date: the browser's copy of the rule reads the configured zone.
  if (rootData?.businessTimeZone) setBusinessTimeZone(rootData.businessTimeZone);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={rootData?.nonce} />
            <Scripts nonce={rootData?.nonce} />
          </>
        ) : rootData?.enhanceSrc ? (
          <script type="module" src={rootData.enhanceSrc} nonce={rootData.nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last-resort boundary: a failure above every surface's own boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let message = "Something went wrong on our side.";
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.statusText || message;
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <title>{`${status} Unexpected Application Error!`}</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{status}</span> {message}
      </p>
      <a className="mt-8 inline-block text-blue-700 underline" href="/">
        Go Back Home
      </a>
    </main>
  );
}
