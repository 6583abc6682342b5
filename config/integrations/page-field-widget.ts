import { defaultLocale } from "#src/config/locales.ts";
import { pathIn, type ContentAsWritten } from "#src/content/editor-checks.ts";
import { changeableFields, pageFieldWidget } from "#src/content/page-fields.ts";
import { experimentPages } from "#src/content/schema/experiments.ts";
import { singleFiles, singles } from "#src/content/schema/singles.ts";

/**
 * The editor's control for a variant's field: a list of the chosen page's text fields, each with
 * its words as they are now (English, as written), so the team picks what to change instead of
 * typing a path. The page is the entry's own Page field, read as it is being edited. A landing
 * page's sections are not in the editor's scripts, so there the field is typed, as the build
 * names it. A value that is not one of the page's texts stays shown, marked, for the save check
 * to refuse in its words. Drawn with Decap's own React (its `h`), as its controls are.
 */

interface ControlProps {
  entry: { getIn(path: string[]): unknown };
  value?: string;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

type Decap = {
  createClass: (spec: ThisType<{ props: ControlProps }> & Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  CMS: { registerWidget(name: string, control: unknown): void };
};

/** Words long enough to tell the fields apart, short enough for one line of the list. */
const shortened = (words: string) => (words.length > 90 ? `${words.slice(0, 89).trimEnd()}…` : words);

/** The page's text fields with their words, or undefined where the editor cannot list them. */
function fieldsOfPage(page: unknown, content: ContentAsWritten): [string, string][] | undefined {
  if (!(experimentPages as readonly unknown[]).includes(page)) return undefined;
  const name = page as (typeof experimentPages)[number];
  if (!listed.has(name)) {
    const data = content[pathIn(defaultLocale, `${singleFiles[name]}.yaml`)];
    listed.set(name, data === undefined ? undefined : changeableFields(data, singles[name]));
  }
  return listed.get(name);
}

/** Each page's list, worked out once: the page's words are those of the build the editor came with. */
const listed = new Map<string, [string, string][] | undefined>();

export function registerPageFieldWidget(decap: Decap, content: ContentAsWritten) {
  const { h } = decap;
  const control = decap.createClass({
    render() {
      const {
        entry,
        value = "",
        forID,
        classNameWrapper,
        onChange,
        setActiveStyle,
        setInactiveStyle,
      } = this.props;
      const common = {
        id: forID,
        className: classNameWrapper,
        value,
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      };
      const fields = fieldsOfPage(entry.getIn(["data", "page"]), content);
      if (!fields) return h("input", { ...common, type: "text" });
      const known = fields.some(([field]) => field === value);
      return h(
        "select",
        common,
        h("option", { value: "" }, "Choose the text to change"),
        value && !known ? h("option", { value }, `${value}: not a text of this page`) : null,
        ...fields.map(([field, words]) =>
          h("option", { key: field, value: field }, `${field}: ${shortened(words)}`),
        ),
      );
    },
  });
  decap.CMS.registerWidget(pageFieldWidget, control);
}
