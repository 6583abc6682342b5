// What widths.spec.ts runs in the page, one function each: they take nothing from the test's
// scope, so Playwright can send them to the page as they are, helpers and all.
/* oxlint-disable unicorn/consistent-function-scoping -- each function runs in the page, self-contained */

/**
 * Everything on the page that does not fit, each as one line naming the element (a short CSS
 * path) and its text. Runs in the page; the tolerance is a pixel for sub-pixel rounding.
 */
export function offenders(): string[] {
  const tolerance = 1;
  const found: string[] = [];
  const root = document.documentElement;
  const viewport = root.clientWidth;

  // Sections drawn only near the screen (`content-visibility: auto`) clip what runs over them, so
  // nothing in them can make the page scroll sideways: each is laid out in full while this looks,
  // and checked below as a box that clips.
  const deferred = new Set(
    [...document.body.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    ),
  );
  const drawAll = new CSSStyleSheet();
  drawAll.replaceSync("* { content-visibility: visible !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
  try {
    return fitProblems();
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawAll);
  }

  function fitProblems() {
    const style = (element: Element) => getComputedStyle(element);
    const snippet = (text: string | null) => {
      const flat = (text ?? "").replace(/\s+/g, " ").trim();
      return flat.length > 48 ? `${flat.slice(0, 45)}…` : flat;
    };
    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join(".");
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes ? `.${classes}` : ""}`;
    };
    /** The element and two ancestors, enough to find it in the source. */
    const path = (element: Element) => {
      const parts = [name(element)];
      for (
        let up = element.parentElement;
        up && parts.length < 3 && up !== document.body;
        up = up.parentElement
      )
        parts.unshift(name(up));
      return parts.join(" > ");
    };

    // Clipped on purpose: screen-reader text (1 px, clipped), and anything inside it.
    const hiddenCache = new Map<Element, boolean>();
    const visuallyHidden = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      const cached = hiddenCache.get(element);
      if (cached !== undefined) return cached;
      const css = style(element);
      const box = element.getBoundingClientRect();
      const own =
        css.clip !== "auto" ||
        css.clipPath.startsWith("inset(50%") ||
        (box.width <= 1 && box.height <= 1 && css.overflow !== "visible");
      const hidden = own || visuallyHidden(element.parentElement);
      hiddenCache.set(element, hidden);
      return hidden;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
      !visuallyHidden(element);
    /** Cut short on purpose, with an ellipsis: the text says it is longer. */
    const ellipsis = (element: Element) => {
      const css = style(element);
      return css.textOverflow === "ellipsis" && css.overflowX !== "visible";
    };
    const scrolls = (css: CSSStyleDeclaration) => css.overflowX === "auto" || css.overflowX === "scroll";
    const inline = (css: CSSStyleDeclaration) => css.display === "inline" || css.display === "contents";

    /** An element's box without its borders (a padding box), and optionally without its padding. */
    const inner = (element: Element, content: boolean) => {
      const css = style(element);
      const box = element.getBoundingClientRect();
      const px = (value: string) => Number.parseFloat(value) || 0;
      const left = box.left + px(css.borderLeftWidth) + (content ? px(css.paddingLeft) : 0);
      const right = box.right - px(css.borderRightWidth) - (content ? px(css.paddingRight) : 0);
      return { left, right };
    };

    // 1. Nothing scrolls sideways.
    if (root.scrollWidth > viewport)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${viewport} px viewport`);

    // 2. No text wider than its box: each line of text inside the content box of the block it is
    //    set in, and inside the box of every block around that, up to a scroller or a box placed
    //    on its own (absolute or fixed: a menu panel, a badge), whose ancestors do not hold it.
    const reported = new Set<Element>();
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const start = node.data.search(/\S/);
      if (start < 0) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript, svg")) continue;
      if (!shown(parent)) continue;
      range.setStart(node, start);
      range.setEnd(node, node.data.trimEnd().length);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (lines.length === 0) continue;
      const left = Math.min(...lines.map((rect) => rect.left));
      const right = Math.max(...lines.map((rect) => rect.right));

      let nearest = true;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const css = style(box);
        if (ellipsis(box)) break;
        if (inline(css)) continue;
        const edges = inner(box, nearest);
        const over = Math.max(edges.left - left, right - edges.right);
        if (over > tolerance && !reported.has(box)) {
          reported.add(box);
          found.push(
            `text "${snippet(node.data)}" runs ${Math.round(over)} px out of ${nearest ? "its box" : "a box around it"} ${path(box)}`,
          );
          break;
        }
        nearest = false;
        if (scrolls(css) || css.position === "absolute" || css.position === "fixed") break;
      }
    }

    // 3. No card or control cut off: a box that clips its content holds all of it, unless it
    //    clips on purpose (screen-reader text, an ellipsis) or scrolls.
    for (const element of document.body.querySelectorAll("*")) {
      const css = style(element);
      const clipsX = css.overflowX === "hidden" || css.overflowX === "clip" || deferred.has(element);
      const clipsY = css.overflowY === "hidden" || css.overflowY === "clip" || deferred.has(element);
      if (!clipsX && !clipsY) continue;
      if (!shown(element) || ellipsis(element)) continue;
      const wide = clipsX ? element.scrollWidth - element.clientWidth : 0;
      const tall = clipsY ? element.scrollHeight - element.clientHeight : 0;
      if (wide > tolerance || tall > tolerance)
        found.push(
          `${path(element)} "${snippet(element.textContent)}" cuts off ${wide > tolerance ? `${wide} px of its width` : `${tall} px of its height`}`,
        );
    }
    return found;
  }
}

/**
 * The header at this width: the brand's name shown beside its mark, and every item of the bar
 * (the logo, the navigation's links and menus, the languages, the calls to action, the menu
 * button) on one line, inside the viewport, clear of the next.
 */
export function headerProblems(brand: string): string[] {
  const problems: string[] = [];
  const header = document.querySelector("body > header, header");
  if (!header) return ["no header"];
  const viewport = document.documentElement.clientWidth;
  const bar = header.getBoundingClientRect();

  const logo = [...header.querySelectorAll("a")].find(
    (link) => link.querySelector("svg") && link.textContent?.includes(brand),
  );
  const wordmark =
    logo && [...logo.querySelectorAll("span")].find((span) => span.textContent?.trim() === brand);
  if (!logo || !wordmark) return [`no logo link with the name "${brand}" in the header`];
  const css = getComputedStyle(wordmark);
  const name = wordmark.getBoundingClientRect();
  const mark = logo.querySelector("svg")!.getBoundingClientRect();
  if (
    !wordmark.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
    css.clip !== "auto" ||
    css.clipPath !== "none" ||
    name.width < 2 * name.height ||
    wordmark.scrollWidth > wordmark.clientWidth + 1
  )
    problems.push(
      `the name "${brand}" is not shown beside the mark (${Math.round(name.width)}×${Math.round(name.height)} px)`,
    );
  else if (Math.abs(name.top + name.height / 2 - (mark.top + mark.height / 2)) > 4 || name.left < mark.right)
    problems.push(`the name "${brand}" is not beside the mark`);

  // The bar's items: every link and button shown in it, outside its menu panels.
  const items = [...header.querySelectorAll("a, button")].filter(
    (item) =>
      !item.closest("[popover]") &&
      item.checkVisibility({ visibilityProperty: true }) &&
      item.getBoundingClientRect().width > 1,
  );
  const label = (item: Element) =>
    (item.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40) || item.tagName.toLowerCase();
  const boxes = items.map((item) => ({ item, box: item.getBoundingClientRect() }));
  for (const { item, box } of boxes) {
    if (box.left < -0.5 || box.right > viewport + 0.5)
      problems.push(
        `"${label(item)}" sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`,
      );
    if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5)
      problems.push(`"${label(item)}" is not within the header's bar`);
    // One line each: a label that wraps is a crowded bar. Only the words shown count, not a
    // screen reader's note (1 px, clipped).
    const tops = new Set<number>();
    const range = document.createRange();
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!parent || !/\S/.test(text.textContent ?? "")) continue;
      const parentBox = parent.getBoundingClientRect();
      if (getComputedStyle(parent).clipPath !== "none" || parentBox.width <= 1) continue;
      range.selectNodeContents(text);
      for (const rect of range.getClientRects())
        if (rect.width > 1) tops.add(Math.round(rect.top + rect.height / 2));
    }
    if (tops.size > 1) problems.push(`"${label(item)}" wraps onto ${tops.size} lines`);
  }
  for (let one = 0; one < boxes.length; one++)
    for (let other = one + 1; other < boxes.length; other++) {
      const a = boxes[one]!.box;
      const b = boxes[other]!.box;
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5)
        problems.push(
          `"${label(boxes[one]!.item)}" and "${label(boxes[other]!.item)}" overlap by ${Math.round(overlapX)} px`,
        );
    }
  return problems;
}

/**
 * Every dash that starts a line: an en or em dash, or a hyphen set between spaces (" - "), on
 * another line than the character before it in the same block. A dash that opens its block, or a
 * hyphen joined to a word ("B2B-Kontakte", "-5"), is not looked at. Text a screen reader alone
 * gets (1 px, clipped) is skipped. With no dash on the page there is nothing to find.
 */
export function dashProblems(): string[] {
  const problems: string[] = [];
  const range = document.createRange();
  const boxOf = (node: Text, offset: number) => {
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return range.getClientRects()[0];
  };
  const blockOf = (element: Element) => {
    let block: Element = element;
    while (block.parentElement && ["inline", "contents"].includes(getComputedStyle(block).display))
      block = block.parentElement;
    return block;
  };
  const hidden = (element: Element) => {
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      const css = getComputedStyle(up);
      const box = up.getBoundingClientRect();
      if (css.clipPath !== "none" || css.clip !== "auto" || (box.width <= 1 && box.height <= 1)) return true;
    }
    return !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  };

  let previous: { node: Text; offset: number; block: Element } | undefined;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !/\S/.test(node.data) || parent.closest("script, style, template, noscript")) continue;
    if (!/[-–—]/.test(node.data)) {
      // Only the last character can come before a dash in a later node.
      if (!hidden(parent))
        previous = { node, offset: node.data.trimEnd().length - 1, block: blockOf(parent) };
      continue;
    }
    if (hidden(parent)) continue;
    const block = blockOf(parent);
    for (let offset = 0; offset < node.data.length; offset++) {
      const char = node.data[offset]!;
      if (/\s/.test(char)) continue;
      const spaced = /\s/.test(node.data[offset - 1] ?? " ") && /\s/.test(node.data[offset + 1] ?? " ");
      const dash = char === "–" || char === "—" || (char === "-" && spaced);
      if (dash && previous && previous.block === block) {
        const before = boxOf(previous.node, previous.offset);
        const at = boxOf(node, offset);
        if (before && at && at.top + at.height / 2 > before.bottom) {
          const context = node.data.slice(Math.max(0, offset - 20), offset + 20).replace(/\s+/g, " ");
          problems.push(`a line starts with "${char}": "…${context.trim()}…"`);
        }
      }
      previous = { node, offset, block };
    }
  }
  return problems;
}
