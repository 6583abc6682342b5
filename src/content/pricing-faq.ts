// Apart from pricing.ts: the pricing page loads this section's code and copy only when needed.
export const pricingFaq = {
  eyebrow: "Plan questions",
  title: "Billing, credits and plan changes",
  items: [
    {
      question: "How do credits work?",
      answer:
        "One credit reveals one contact email or phone number. Browsing and searching profiles is free. Credits reset each month, and unused credits do not roll over.",
    },
    {
      question: "Can I change plans anytime?",
      answer:
        "Yes. Upgrade or downgrade whenever you like; the change takes effect at the start of your next billing cycle.",
    },
    {
      question: "Is there a setup fee?",
      answer: "No. There is no setup fee on any plan, and most teams are searching within 5–10 minutes.",
    },
    {
      question: "What payment methods do you accept?",
      answer: "All major credit cards and PayPal. Enterprise customers can also pay by ACH bank transfer.",
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  items: readonly { question: string; answer: string }[];
};
