import { describe, expect, it } from "vitest";
import { buildTimeEnv, envDefaults, parseOrigin } from "./env.ts";

describe("buildTimeEnv", () => {
  it("falls back to the defaults when unset or blank", () => {
    expect(buildTimeEnv({ SITE_ORIGIN: " " })).toEqual(envDefaults);
  });

  it("normalises a valid origin", () => {
    expect(buildTimeEnv({ SITE_EXTERNAL_HOST: "https://Hub.Example.com/" }).SITE_EXTERNAL_HOST).toBe(
      "https://hub.example.com",
    );
  });

  it.each([
    ["not a url", /absolute http\(s\) URL/],
    ["ftp://example.com", /http or https/],
    ["https://example.com/path", /origin only/],
    ["https://user:pw@example.com", /origin only/],
    ["javascript:alert(1)", /http or https/],
  ])("rejects %s with a message naming the variable", (value, message) => {
    expect(() => parseOrigin("SITE_ORIGIN", value)).toThrow(message);
    expect(() => buildTimeEnv({ SITE_ORIGIN: value })).toThrow(/SITE_ORIGIN/);
  });
});
