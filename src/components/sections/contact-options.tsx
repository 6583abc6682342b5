import { CalendarClock, Mail, MessageCircle, Phone, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ContactChannel, ContactOption } from "~/content/contact";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Section, SectionHeader, SectionLead, SectionTitle } from "~/components/ui/section";
import { externalUrl, mailtoUrl, telUrl } from "~/lib/links";

const icons: Record<ContactOption["id"], IconNode> = {
  email: Mail,
  phone: Phone,
  chat: MessageCircle,
  demo: CalendarClock,
};

function ChannelLink({ channel, label }: { channel: ContactChannel; label: string }) {
  const className = buttonClasses("secondary", "md", "w-full");
  if (channel.kind === "external") {
    return (
      <ExternalLink href={externalUrl(channel.destination)} className={className}>
        {label}
      </ExternalLink>
    );
  }
  // mailto: and tel: hand over to the visitor's own apps, so they stay in this tab.
  return (
    <a href={channel.kind === "email" ? mailtoUrl() : telUrl()} className={className}>
      {label}
    </a>
  );
}

/** The four ways to reach the team, each with the fact it leads to and one action. */
export function ContactOptions({
  intro,
  options,
}: {
  intro: { title: string; lead: string };
  options: readonly ContactOption[];
}) {
  return (
    <Section aria-labelledby="contact-options-title">
      <SectionHeader>
        <SectionTitle id="contact-options-title">{intro.title}</SectionTitle>
        <SectionLead>{intro.lead}</SectionLead>
      </SectionHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {options.map((option) => {
          const icon = icons[option.id];
          return (
            <li key={option.id}>
              <Card className="flex h-full flex-col md:p-5">
                <span className="flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                  <Icon icon={icon} className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{option.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
                  {option.description}
                </p>
                <p className="mt-4 text-sm font-semibold tracking-tight wrap-anywhere text-foreground tabular-nums">
                  {option.contact}
                </p>
                <div className="mt-5">
                  <ChannelLink channel={option.channel} label={option.cta} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
