import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { siteUrl } from "./links";

export interface PageMeta {
  /** Page title without the brand; the home page passes its full title. */
  title: string;
  description: string;
  /** Path of the canonical URL; omitted for pages that must not be indexed (404). */
  path?: string;
}

/** The single builder of every page's head tags, so titles and canonicals follow one rule. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: description }];
  if (path === undefined) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: siteUrl(path) });
  }
  return tags;
}
