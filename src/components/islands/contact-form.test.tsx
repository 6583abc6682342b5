// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { externalUrl } from "#src/lib/links.ts";
import { serverHtml, testPage } from "#src/test-utils.ts";
import { ContactForm } from "./contact-form.tsx";

const contactForm = readContent("contact").form;

function setup() {
  render(<ContactForm content={contactForm} page={testPage("contact")} />);
  const form = screen.getByRole("form", { name: contactForm.title });
  return { form, status: screen.getByRole("status") };
}

describe("ContactForm", () => {
  it("is a plain GET form into a new tab on the external contact page", () => {
    const { form } = setup();
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", externalUrl("contact"));
    expect(form).toHaveAttribute("target", "_blank");
    expect(form).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("button", { name: contactForm.submit })).toHaveAccessibleDescription(
      contactForm.newTabHint,
    );
  });

  it("labels every field, names it for the query and sets its autofill token", () => {
    setup();
    // The query names and autofill tokens are the external contact page's contract.
    for (const [name, autoComplete] of [
      ["firstName", "given-name"],
      ["lastName", "family-name"],
      ["email", "email"],
      ["company", "organization"],
      ["message", "off"],
    ] as const) {
      const control = screen.getByLabelText(contactForm.labels[name]);
      expect(control).toHaveAttribute("name", name);
      expect(control).toHaveAttribute("autocomplete", autoComplete);
      expect(control).not.toBeRequired();
    }
    expect(screen.getByLabelText(contactForm.labels.message)).toHaveAttribute(
      "placeholder",
      contactForm.messagePlaceholder,
    );
    expect(screen.getByLabelText(contactForm.labels.email)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(contactForm.labels.message).tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText(contactForm.labels.message)).toHaveAttribute("rows", "4");
  });

  it("shows no notice before a hand-off", () => {
    const { status } = setup();
    expect(status).toBeEmptyDOMElement();
  });

  it("does not prevent the browser's submission", () => {
    const { form } = setup();
    const event = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("shows one notice after each hand-off, which Dismiss removes", async () => {
    const user = userEvent.setup();
    const { form, status } = setup();
    fireEvent.submit(form);
    expect(status).toHaveTextContent(contactForm.notice);
    fireEvent.submit(form);
    expect(screen.getAllByText(contactForm.notice)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: contactForm.dismiss }));
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: contactForm.submit })).toHaveFocus();
  });

  it("hydrates its prerendered HTML without errors, and then shows the notice", async () => {
    const ui = <ContactForm content={contactForm} page={testPage("contact")} />;
    const html = serverHtml(ui);
    expect(html).toContain(`action="${externalUrl("contact")}"`);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: (error) => console.error(error) }),
    );
    try {
      expect(errors).not.toHaveBeenCalled();
      fireEvent.submit(screen.getByRole("form", { name: contactForm.title }));
      expect(screen.getByRole("status")).toHaveTextContent(contactForm.notice);
    } finally {
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    }
  });
});
