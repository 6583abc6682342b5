import { buttonClasses } from "#src/components/ui/button.tsx";
import type { NotFoundContent } from "#src/content/schema/pages.ts";
import { notFoundId } from "#src/config/pages.ts";

export function NotFound({ content }: { content: NotFoundContent["content"] }) {
  return (
    <section
      id={notFoundId}
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="text-7xl font-bold tracking-tight text-primary tabular-nums">{content.code}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{content.message}</p>
      <a href={content.homePath} className={buttonClasses("primary", "lg", "mt-8")}>
        {content.homeLabel}
      </a>
    </section>
  );
}
