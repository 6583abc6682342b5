import { readContent } from "#src/content/read-content.ts";
import { chrome, expect, hostLink, newTab, pages, site, test } from "./fixtures.ts";

const footerNav = readContent("navigation").footer;

test("footer holds the blurb, contact details, columns, legal links and year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(footerNav.blurb);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.dial}`,
  );
  await expect(footer).toContainText(`${site.address.city}, ${site.address.region}`);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. ${footerNav.rights}`);

  for (const column of footerNav.columns) {
    const nav = footer.getByRole("navigation", { name: column.title });
    for (const link of column.links) {
      if (link.kind === "internal") {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.to,
        );
      } else {
        const anchor = nav.getByRole("link", { name: newTab(link.label) });
        await expect(anchor).toHaveAttribute("href", hostLink(link.destination));
        await expect(anchor).toHaveAttribute("target", "_blank");
        await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  }

  for (const link of [...footerNav.legal, footerNav.partnerNetwork]) {
    await expect(footer.getByRole("link", { name: newTab(link.label) })).toHaveAttribute(
      "href",
      hostLink(link.destination),
    );
  }

  const profiles = site.social.filter((profile) => profile.url);
  const social = footer.getByRole("list", { name: chrome.socialProfiles }).getByRole("link");
  await expect(social).toHaveCount(profiles.length);
  for (const profile of profiles) {
    await expect(footer.locator(`a[href="${profile.url}"]`)).toHaveAttribute("target", "_blank");
  }
});

test("internal footer links resolve to pages", async ({ page }) => {
  for (const column of footerNav.columns) {
    for (const link of column.links) {
      if (link.kind !== "internal") continue;
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.locator("h1")).not.toHaveText(readContent("notFound").content.code);
    }
  }
});

test("no link on any page is a placeholder", async ({ page }) => {
  for (const path of [...pages, "/nope"]) {
    await page.goto(path);
    const hrefs = await page
      .locator("a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs.length, path).toBeGreaterThan(10);
    for (const href of hrefs)
      expect(href, `empty or # link on ${path}`).toMatch(/^(\/|https?:|mailto:|tel:|#[a-z])/);
  }
});
