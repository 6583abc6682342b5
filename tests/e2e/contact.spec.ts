import type { BrowserContext, Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import {
  newTab,
  axeViolations,
  expect,
  external,
  externalOrigin,
  islandReady,
  site,
  test,
  ctaHref,
  hostLink,
} from "./fixtures.ts";

const contact = readContent("contact");
const form = contact.form;

/** The form works without script; the notice after sending needs its island's code. */
async function formReady(page: Page) {
  await islandReady(page.locator("form[method='get']"));
}

const typed = {
  firstName: `Tom & "Jerry" = 100% <ok> café 🚀`,
  lastName: "O'Brien-Šťastný",
  email: "tom+jerry@example.org",
  company: "Acme & Sons, Inc. #1 ?q=1",
  message: 'Line one & more\nLine two = "quoted"\n\nÜnïcödé ✓ 100%+ <b>not html</b>',
};

const labels = form.labels;

/**
 * Types the odd characters into every field, sends the form, and checks that the new tab opens the
 * external contact page with the fields in order, each exactly as typed (textarea line breaks as
 * the CRLF every browser submits). Returns the new tab.
 */
async function sendTyped(page: Page, context: BrowserContext) {
  for (const [name, label] of Object.entries(labels)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(typed[name as keyof typeof typed]);
  }
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: form.submit }).click();
  const popup = await popupPromise;
  await popup.waitForURL(`${externalOrigin}/**`);
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe(external("contact"));
  expect([...url.searchParams.keys()]).toEqual(["firstName", "lastName", "email", "company", "message"]);
  for (const [name, value] of Object.entries(typed)) {
    const expected = name === "message" ? value.replaceAll("\n", "\r\n") : value;
    expect(url.searchParams.get(name), name).toBe(expected);
  }
  return popup;
}

test.describe("contact page", () => {
  // The popup is a new page, so the stub goes on the context, not just the first page.
  test.beforeEach(async ({ context }) => {
    await context.route(`${externalOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>ok</title>" }),
    );
  });

  test("hands the form to the external host by GET in a new tab, exactly as typed", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    await formReady(page);
    const popup = await sendTyped(page, context);

    // noopener: the new tab cannot reach back into this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/contact\/?$/);

    const status = page.getByRole("status");
    await expect(status).toContainText(form.notice);
    await page.getByRole("button", { name: form.dismiss }).click();
    await expect(status).toBeEmpty();
    await expect(page.getByRole("button", { name: form.submit })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("submitting again replaces the notice rather than stacking", async ({ page, context }) => {
    await page.goto("/contact");
    await formReady(page);
    for (let round = 0; round < 2; round += 1) {
      const popup = context.waitForEvent("page");
      await page.getByRole("button", { name: form.submit }).click();
      await (await popup).close();
    }
    await expect(page.getByText(form.notice, { exact: true })).toHaveCount(1);
  });

  test("the browser's own e-mail check stops an invalid address", async ({ page, context }) => {
    await page.goto("/contact");
    await formReady(page);
    let opened = false;
    context.on("page", () => (opened = true));
    await page.getByRole("textbox", { name: form.labels.email }).fill("not-an-email");
    await page.getByRole("button", { name: form.submit }).click();
    expect(
      await page
        .getByRole("textbox", { name: form.labels.email })
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    await expect(page.getByRole("status")).toBeEmpty();
    expect(opened).toBe(false);
  });

  test("contact options and office facts come from the config", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    // Each e-mail and phone option the content has dials the config's address and number.
    const dialled = { email: `mailto:${site.email}`, phone: `tel:${site.phone.dial}` };
    for (const option of contact.options)
      if (option.channel !== "external")
        await expect(main.getByRole("link", { name: option.cta, exact: true }).first()).toHaveAttribute(
          "href",
          dialled[option.channel],
        );
    // Each channel that leaves the site goes to its destination, in a new tab.
    for (const option of contact.options) {
      if (option.channel !== "external" || !option.destination || !option.contact) continue;
      // The card by its own heading, whole: another card's words may contain this title.
      const card = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: option.title, exact: true }) });
      await expect(card).toContainText(option.contact);
      await expect(card.getByRole("link", { name: newTab(option.cta), exact: true })).toHaveAttribute(
        "href",
        hostLink(option.destination),
      );
    }

    const office = main.locator("address");
    await expect(office).toContainText(site.address.street);
    await expect(office).toContainText(site.address.city);
    await expect(office).toContainText(site.hours);
    await expect(office.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.dial}`,
    );
    const maps = main.getByRole("link", { name: new RegExp(contact.office.directions) });
    await expect(maps).toHaveAttribute("target", "_blank");
    await expect(maps).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);

    for (const { cta } of contact.help.cards) {
      const link = main.getByRole("link", { name: new RegExp(cta.label) });
      await expect(link).toHaveAttribute("href", ctaHref(cta));
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px, with the notice shown`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      // Before sending, the page is checked whole in both themes by themes.spec.ts.
      await formReady(page);
      const popup = context.waitForEvent("page");
      await page.getByRole("button", { name: form.submit }).click();
      await (await popup).close();
      await expect(page.getByRole("status")).toContainText(form.notice);
      expect(await axeViolations(page, "main")).toEqual([]);
    });
  }
});

test.describe("contact page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still hands off by GET in a new tab, exactly as typed", async ({ page, context }) => {
    await context.route(`${externalOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>ok</title>" }),
    );
    await page.goto("/contact");
    await sendTyped(page, context);
    await expect(page).toHaveURL(/\/contact\/?$/);
    // No script, so no notice; the hint beside the button already says where the message goes.
    await expect(page.getByRole("status")).toBeEmpty();
  });
});
