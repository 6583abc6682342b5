import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { useEffect } from "react";
import { markPageHydrated } from "~/lib/island";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <Meta />
        <Links />
        {/* Without JavaScript, menus open with CSS (hover and focus) and the mobile menu is shown inline. */}
        <noscript>
          <link rel="stylesheet" href="/no-js.css" />
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Effects run once the page is hydrated: from then on, islands render their code.
  useEffect(markPageHydrated, []);
  return <Outlet />;
}

/**
 * The spec's router error screen ('Unexpected Application Error!' with the status and
 * text, or the message). Stack traces are shown only in development.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = "Something went wrong while loading this page.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }

  return (
    <main className="container-page flex min-h-screen flex-col items-start justify-center gap-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground">{detail}</p>
      {stack && <pre className="w-full overflow-x-auto rounded-md bg-muted p-4 text-xs">{stack}</pre>}
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
