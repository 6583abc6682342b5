import { CalendarClock, Mail, MessageCircle, Phone, type IconNode } from "lucide";
import type { ContactOption } from "#src/content/schema/pages.ts";
import { site } from "#src/config/site.ts";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { CardGrid, IconCard } from "#src/components/ui/card.tsx";
import { HostLink } from "#src/components/ui/host-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { HeadedSection } from "#src/components/ui/section.tsx";
import { mailtoUrl, telUrl } from "#src/lib/links.ts";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/** External options show a chat bubble, or a calendar when they lead to the demo booking. */
function iconFor(option: ContactOption): IconNode {
  if (option.channel === "email") return Mail;
  if (option.channel === "phone") return Phone;
  return option.destination === "bookDemo" ? CalendarClock : MessageCircle;
}

/** Email and phone show the config's own address and number; other options their content line. */
function contactLine(option: ContactOption): string {
  if (option.channel === "email") return site.email;
  if (option.channel === "phone") return site.phone.display;
  return option.contact ?? "";
}

function ChannelLink({ option }: { option: ContactOption }) {
  const className = buttonClasses("secondary", "md", "w-full");
  const label = option.cta;
  if (option.channel === "external" && option.destination) {
    return (
      <HostLink destination={option.destination} className={className}>
        {label}
      </HostLink>
    );
  }
  // mailto: and tel: hand over to the visitor's own apps, so they stay in this tab.
  return (
    <a href={option.channel === "email" ? mailtoUrl() : telUrl()} className={className}>
      {label}
    </a>
  );
}

/**
 * The four ways to reach the team, each with the fact it leads to and one action: two by two
 * until `xl`, where four in a row still give a button its label on one line in every language.
 */
export function ContactOptions({
  page,
  intro,
  options,
}: {
  page: PageRef;
  intro: { title: string; lead: string };
  options: readonly ContactOption[];
}) {
  return (
    <InPage page={page}>
      <HeadedSection heading={intro} titleId="contact-options-title">
        <Placement section="options">
          <CardGrid
            items={options}
            keyOf={(option) => option.title}
            className="sm:balanced-cols-2 xl:balanced-cols-4 xl:gap-5"
          >
            {(option) => (
              <IconCard
                icon={iconFor(option)}
                title={option.title}
                description={option.description}
                className="md:p-5"
              >
                <p className="mt-4 text-sm font-semibold tracking-tight wrap-anywhere text-foreground tabular-nums">
                  {contactLine(option)}
                </p>
                <div className="mt-5">
                  <ChannelLink option={option} />
                </div>
              </IconCard>
            )}
          </CardGrid>
        </Placement>
      </HeadedSection>
    </InPage>
  );
}
