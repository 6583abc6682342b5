import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { site } from "#src/config/site.ts";
import type { Navigation } from "#src/content/schema/navigation.ts";
import { mailtoUrl, telUrl } from "#src/lib/links.ts";
import { fillTemplate } from "#src/lib/roi/format.ts";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { InPage, usePage, type PageRef } from "#src/components/ui/page-context.tsx";
import { LanguageList, type Languages } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { NavItemLink } from "./nav-item-link.tsx";
import { SocialIcon } from "./social-icon.tsx";

// Set when the site is built (prerendered); each yearly redeploy keeps the copyright current.
const year = new Date().getFullYear();

const linkClass =
  "inline-flex min-h-8 items-center text-sm text-ink-muted transition-colors hover:text-ink-foreground";

export function SiteFooter({
  nav: footerNav,
  page,
  languages,
}: {
  nav: Navigation["footer"];
  page: PageRef;
  languages: Languages;
}) {
  return (
    <InPage page={page}>
      <Footer nav={footerNav} languages={languages} />
    </InPage>
  );
}

function Footer({ nav: footerNav, languages }: { nav: Navigation["footer"]; languages: Languages }) {
  const profiles = site.social.filter((profile) => profile.url !== "");
  const { newTabNote } = usePage().words;

  return (
    <footer className="on-ink bg-ink text-ink-foreground">
      <Placement section="footer">
        <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <Logo tone="ink" />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-ink-muted">{footerNav.blurb}</p>
            <address className="mt-6 flex flex-col items-start gap-1 text-sm not-italic">
              <a href={mailtoUrl()} className={`${linkClass} gap-2`}>
                <Icon icon={Mail} className="size-4 shrink-0" />
                {site.email}
              </a>
              <a href={telUrl()} className={`${linkClass} gap-2`}>
                <Icon icon={Phone} className="size-4 shrink-0" />
                {site.phone.display}
              </a>
              <p className="inline-flex min-h-8 items-center gap-2 text-ink-muted">
                <Icon icon={MapPin} className="size-4 shrink-0" />
                {site.address.city}, {site.address.region}
              </p>
            </address>
            {profiles.length > 0 && (
              <ul className="mt-6 flex gap-2" aria-label={footerNav.socialLabel}>
                {profiles.map((profile) => (
                  <li key={profile.network}>
                    <ExternalLink
                      href={profile.url}
                      aria-label={`${fillTemplate(footerNav.socialLink, { company: site.name, network: profile.label })} ${newTabNote}`}
                      className="inline-flex size-11 items-center justify-center rounded-md border border-ink-border text-ink-muted transition-colors hover:border-ink-muted hover:text-ink-foreground"
                    >
                      <SocialIcon network={profile.network} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-7">
            {footerNav.columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold text-ink-foreground">{column.title}</h2>
                <ul className="mt-4 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <NavItemLink link={link} className={linkClass} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="border-t border-ink-border">
          <div className="container-page flex flex-col gap-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
            <p>
              © {year} {site.name}
              {`. ${footerNav.rights}`}
            </p>
            <LanguageList
              languages={languages}
              linkClassName={`${linkClass} [&[aria-current]]:text-ink-foreground [&[aria-current]]:underline`}
            />
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {[...footerNav.legal, footerNav.partnerNetwork].map((link) => (
                <li key={link.label}>
                  <NavItemLink link={link} className={linkClass} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Placement>
    </footer>
  );
}
