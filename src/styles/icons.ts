import plugin from "tailwindcss/plugin";
import { iconRules } from "../components/ui/icon-css.ts";

/** The icons' rules in the stylesheet's base layer (app.css: `@plugin "./icons.ts"`). */
export default plugin(({ addBase }) => addBase(iconRules()));
