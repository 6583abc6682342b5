import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins class names in order and skips falsy parts", () => {
    expect(cn("a", false, null, undefined, "", "b c")).toBe("a b c");
  });

  it("returns an empty string when nothing is set", () => {
    expect(cn(false, undefined)).toBe("");
  });
});
