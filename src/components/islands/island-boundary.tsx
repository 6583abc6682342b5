import { Component, type ReactNode } from "react";
import { usePage } from "#src/components/ui/page-context.tsx";

/**
 * The spec's error screen (section 8): its heading (content/navigation.yaml `islandError`) and the
 * message. It takes
 * the place of an island that fails to render, so the section says what happened instead of
 * vanishing. The stack is shown only in development.
 */
function ErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  const { islandError } = usePage().words;
  return (
    <div role="alert" className="container-page py-16">
      <h2 className="text-subheading md:text-heading">{islandError}</h2>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-4 overflow-x-auto rounded-md bg-muted p-4 text-xs">{error.stack}</pre>
      )}
    </div>
  );
}

/**
 * Every island renders inside this boundary. React logs the error to the console itself; the
 * rest of the page, all static HTML, is unaffected.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen error={this.state.error} />;
  }
}
