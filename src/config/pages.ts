/** The site's own pages, in navigation order. Prerendering and the sitemap read this list. */
export const pagePaths = ["/", "/features", "/pricing", "/about", "/contact", "/faq"] as const;

export type PagePath = (typeof pagePaths)[number];

/** The catch-all route is prerendered at /404; the build copies it to 404.html for static hosts. */
export const notFoundPath = "/404";

/** Blog URLs leave for the external case-studies page. */
export const blogPath = "/blog";

export const prerenderPaths = [...pagePaths, notFoundPath] as const;

/** The content editor (Decap CMS, public/admin.html): for the team only, never linked or indexed. */
export const adminPath = "/admin";
