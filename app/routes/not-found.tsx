import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { notFoundContent, notFoundMeta } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(notFoundMeta);

export default function NotFound() {
  const { pathname } = useLocation();

  // The page is prerendered once at /404, so the attempted path is only known in the browser.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-7xl font-bold tracking-tight text-primary tabular-nums">{notFoundContent.code}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{notFoundContent.message}</p>
      <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        {notFoundContent.homeLabel}
      </Link>
    </section>
  );
}
