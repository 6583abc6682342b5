import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// One layout route holds the header and footer; pages never import them.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("faq", "routes/faq.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Outside the layout: it renders nothing, it only leaves for the case-studies page.
  route("blog/*", "routes/blog.tsx", { id: "blog" }),
  route("blog", "routes/blog.tsx", { id: "blog-index" }),
] satisfies RouteConfig;
