import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Every page is rendered once, at build time. React's static prerender waits for all of it,
 * lazily loaded islands included, so each page's HTML is complete: nothing is streamed in later
 * by inline script, and the page reads the same with JavaScript off.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // React outlines large boundaries (behind inline script) to paint a streamed shell early.
    // A prerendered page has no stream: keep every boundary in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status });
}
