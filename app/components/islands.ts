import { island } from "~/lib/island";

/*
 * Sections whose code a landing page does not load up front (docs/decisions/006-islands.md).
 * Routes import them from here instead of from ./sections. The prerendered HTML of each one is
 * complete and stays on screen; the difference is only when its JavaScript arrives.
 *
 * Static: text, images and plain links, nothing to hydrate. Code loads on client-side navigation.
 */
export const AboutMission = island(() => import("./sections/about-mission").then((m) => m.AboutMission));
export const AboutPartnerships = island(() =>
  import("./sections/about-partnerships").then((m) => m.AboutPartnerships),
);
export const AboutStats = island(() => import("./sections/about-stats").then((m) => m.AboutStats));
export const AboutTimeline = island(() => import("./sections/about-timeline").then((m) => m.AboutTimeline));
export const AboutValues = island(() => import("./sections/about-values").then((m) => m.AboutValues));
export const ClosingCta = island(() => import("./sections/closing-cta").then((m) => m.ClosingCta));
export const ContactOffice = island(() => import("./sections/contact-office").then((m) => m.ContactOffice));
export const ContactOptions = island(() =>
  import("./sections/contact-options").then((m) => m.ContactOptions),
);
export const FaqStillQuestions = island(() =>
  import("./sections/faq-still-questions").then((m) => m.FaqStillQuestions),
);
export const FeaturesDemo = island(() => import("./sections/features-demo").then((m) => m.FeaturesDemo));
export const FeaturesGrid = island(() => import("./sections/features-grid").then((m) => m.FeaturesGrid));
export const HelpCards = island(() => import("./sections/help-cards").then((m) => m.HelpCards));
export const HomeHero = island(() => import("./sections/home-hero").then((m) => m.HomeHero));
export const IntegrationsGrid = island(() =>
  import("./sections/integrations-grid").then((m) => m.IntegrationsGrid),
);
export const PageHero = island(() => import("./sections/page-hero").then((m) => m.PageHero));
export const PricingFaq = island(() => import("./sections/pricing-faq").then((m) => m.PricingFaq));
export const PricingTestimonials = island(() =>
  import("./sections/pricing-testimonials").then((m) => m.PricingTestimonials),
);
export const SecurityRow = island(() => import("./sections/security-row").then((m) => m.SecurityRow));
export const SiteFooter = island(() => import("./layout/site-footer").then((m) => m.SiteFooter));
export const StatStrip = island(() => import("./sections/stat-strip").then((m) => m.StatStrip));
export const Testimonials = island(() => import("./sections/testimonials").then((m) => m.Testimonials));
export const ValueProps = island(() => import("./sections/value-props").then((m) => m.ValueProps));

/*
 * Interactive and below the first screen: code loads a screen before it scrolls into view, or
 * as soon as the visitor points at or focuses something inside. Interactive sections at the top
 * of a page (the header, the pricing plans, the FAQ accordion) are imported directly instead,
 * so they hydrate with the page.
 */
export const ContactForm = island(
  () => import("./sections/contact-form").then((m) => m.ContactForm),
  "visible",
);
export const RoiCalculator = island(
  () => import("./sections/roi-calculator").then((m) => m.RoiCalculator),
  "visible",
  // A shared link carries the calculator's inputs in the query: show them straight away.
  () => window.location.search !== "",
);
