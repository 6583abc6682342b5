/**
 * Decap's image control, shown with the picture a field already names. Decap 3.16 draws an
 * upload's thumbnail from one call to `getAsset` as the field appears; while the file is still
 * loading that call answers an empty picture, and the control never asks again until the entry
 * changes (decaporg/decap-cms#7099), so every saved page opened in the editor showed blank tiles
 * where its pictures are. This control is Decap's own, given a new `getAsset` once the file is
 * loaded, which makes it ask again. Drawn with Decap's own React (its `h`), as its controls are.
 */

interface Asset {
  path: string;
}

interface ControlProps {
  value?: unknown;
  field: unknown;
  getAsset(path: string, field: unknown): Asset;
  mediaPaths?: unknown;
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
}

/** Decap's image control, as far as its form asks it (Widget.js). */
interface ImageControl {
  isValid?(): unknown;
  getValidateValue?(): unknown;
}

interface Control {
  props: ControlProps;
  state: { loaded: number };
  setState(state: { loaded: number }): void;
  timer?: ReturnType<typeof setTimeout>;
  asked?: { loaded: number; getAsset: ControlProps["getAsset"] };
  inner?: ImageControl | null;
  watch(): void;
}

type Decap = {
  createClass: (spec: ThisType<Control> & Record<string, unknown>) => unknown;
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  CMS: {
    getWidget(name: string): { control: unknown; preview: unknown; schema?: unknown } | undefined;
    registerWidget(name: string, control: unknown, preview: unknown, schema?: unknown): void;
  };
};

/** What Decap's `getAsset` answers while a file is loading: its empty picture. */
const loading = (asset: Asset | undefined) => !asset || asset.path === "empty.svg";
/** How often, and for how long, the control looks whether the file has loaded. */
const lookEveryMs = 100;
const lookForMs = 30_000;

export function registerPictureWidget(decap: Decap) {
  const image = decap.CMS.getWidget("image");
  if (!image) return;
  const { h } = decap;
  const control = decap.createClass({
    getInitialState() {
      return { loaded: 0 };
    },
    componentDidMount() {
      this.watch();
    },
    // Decap's form draws a control again only when this says so (Widget.js), so it must pass on
    // what Decap's own control asks for: a picture chosen in the media library arrives as
    // `mediaPaths`, and becomes the value only once the control sees it.
    shouldComponentUpdate(next: ControlProps, nextState?: { loaded: number }) {
      const now = this.props;
      return (
        next.value !== now.value ||
        next.getAsset !== now.getAsset ||
        next.mediaPaths !== now.mediaPaths ||
        next.classNameWrapper !== now.classNameWrapper ||
        next.hasActiveStyle !== now.hasActiveStyle ||
        (nextState !== undefined && nextState.loaded !== this.state.loaded)
      );
    },
    // What the form asks of its control, answered by Decap's own.
    isValid() {
      return this.inner?.isValid ? this.inner.isValid() : true;
    },
    getValidateValue() {
      return this.inner?.getValidateValue?.();
    },
    componentDidUpdate(previous: ControlProps) {
      if (previous.value !== this.props.value) this.watch();
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    /** Until the named file has loaded (or a while has passed), then draws the control again. */
    watch() {
      clearTimeout(this.timer);
      const { value, field } = this.props;
      if (typeof value !== "string" || !value) return;
      const until = Date.now() + lookForMs;
      const look = () => {
        if (!loading(this.props.getAsset(value, field))) this.setState({ loaded: this.state.loaded + 1 });
        else if (Date.now() < until) this.timer = setTimeout(look, lookEveryMs);
      };
      look();
    },
    render() {
      // A new function each time a file has loaded, the same one otherwise: Decap's control draws
      // its thumbnail again when `getAsset` changes, and only then.
      if (this.asked?.loaded !== this.state.loaded)
        this.asked = {
          loaded: this.state.loaded,
          getAsset: (path: string, field: unknown) => this.props.getAsset(path, field),
        };
      return h(image.control, {
        ...this.props,
        getAsset: this.asked.getAsset,
        ref: (inner: ImageControl | null) => {
          this.inner = inner;
        },
      });
    },
  });
  decap.CMS.registerWidget("image", control, image.preview, image.schema);
}
