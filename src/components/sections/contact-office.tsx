import { Clock, Mail, MapPin, Phone, type IconNode } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { ContactContent } from "#src/content/schema/pages.ts";
import { site } from "#src/config/site.ts";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { mailtoUrl, mapsUrl, telUrl } from "#src/lib/links.ts";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

function Row({ icon, label, children }: { icon: IconNode; label: string; children: React.ReactNode }) {
  return (
    // dt and dd stay direct children of this div, as a definition list requires.
    <div className="group relative min-h-14 py-4 pl-14 first:pt-0 last:pb-0">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-4 left-0 flex size-10 items-center justify-center rounded-md bg-muted text-primary group-first:top-0">
          <Icon icon={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

const linkClasses =
  "inline-block max-w-full rounded-sm py-2.5 font-medium text-foreground underline decoration-border-strong underline-offset-4 hover:decoration-primary sm:py-0";

/** The office facts, all read from the config, with a maps link for directions. */
export function ContactOffice({ content, page }: { content: ContactContent["office"]; page: PageRef }) {
  const { street, city, regionCode, postalCode } = site.address;
  return (
    <InPage page={page}>
      <Card className="h-full">
        <h2 className="text-subheading">{content.title}</h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">{content.lead}</p>
        <address className="mt-8 not-italic">
          <dl className="divide-y divide-border">
            <Row icon={MapPin} label={content.labels.address}>
              <span className="block">{street}</span>
              <span className="block">
                {city}, {regionCode} {postalCode}
              </span>
            </Row>
            <Row icon={Phone} label={content.labels.phone}>
              <a href={telUrl()} className={`${linkClasses} tabular-nums`}>
                {site.phone.display}
              </a>
            </Row>
            <Row icon={Mail} label={content.labels.email}>
              <a href={mailtoUrl()} className={linkClasses}>
                {site.email}
              </a>
            </Row>
            <Row icon={Clock} label={content.labels.hours}>
              <span className="tabular-nums">{site.hours}</span>
            </Row>
          </dl>
        </address>
        <ExternalLink href={mapsUrl()} className={buttonClasses("secondary", "md", "mt-8 w-full sm:w-auto")}>
          <Icon icon={MapPin} className="size-4" />
          {content.directions}
        </ExternalLink>
      </Card>
    </InPage>
  );
}
