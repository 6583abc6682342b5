/**
 * The site's own pages, in navigation order. The sitemap, the server's page list and the bench read
 * this list; a test keeps it equal to the pages under src/pages/.
 */
export const pagePaths = ["/", "/features", "/pricing", "/about", "/contact", "/faq"] as const;

/** The catch-all route is prerendered at /404; the build copies it to 404.html for static hosts. */
export const notFoundPath = "/404";

/** Blog URLs leave for the external case-studies page. */
export const blogPath = "/blog";

/** The content editor (Decap CMS, public/admin.html): for the team only, never linked or indexed. */
export const adminPath = "/admin";
