import { describe, expect, it } from "vitest";
import { campaignPhase, carriedQuery, fromInstantPattern, instantMs } from "./campaigns.ts";

const at = (written: string) => Date.parse(written);

describe("instantMs", () => {
  it("reads an instant in UTC to the second", () => {
    expect(instantMs("2026-11-15T17:00:00Z")).toBe(Date.UTC(2026, 10, 15, 17));
  });

  it.each([
    "2026-11-15",
    "2026-11-15T17:00Z",
    "2026-11-15T17:00:00+01:00",
    "2026-11-15T17:00:00.5Z",
    "2026-02-30T00:00:00Z",
    "2026-11-15T24:00:00Z",
    "",
  ])("refuses %j", (written) => expect(instantMs(written)).toBeNaN());
});

describe("campaignPhase", () => {
  const dates = { start: "2026-11-01T09:00:00Z", end: "2026-11-15T17:00:00Z" };

  it("is before until the start, live from it, ended from the end", () => {
    expect(campaignPhase(dates, at("2026-11-01T08:59:59.999Z"))).toBe("before");
    expect(campaignPhase(dates, at("2026-11-01T09:00:00Z"))).toBe("live");
    expect(campaignPhase(dates, at("2026-11-15T16:59:59.999Z"))).toBe("live");
    expect(campaignPhase(dates, at("2026-11-15T17:00:00Z"))).toBe("ended");
    expect(campaignPhase(dates, at("2030-01-01T00:00:00Z"))).toBe("ended");
  });

  it("without dates is always live; with one, bounded on that side only", () => {
    expect(campaignPhase({}, 0)).toBe("live");
    expect(campaignPhase({ start: dates.start }, at("2099-01-01T00:00:00Z"))).toBe("live");
    expect(campaignPhase({ end: dates.end }, 0)).toBe("live");
  });
});

describe("carriedQuery", () => {
  const names = ["utm_source", "utm_campaign", "xp-lp-webinar"];

  it("keeps the campaign's and the variant's parameters, in the rules' order, and nothing else", () => {
    expect(
      carriedQuery(
        "?cta=x&xp-lp-webinar=b&utm_campaign=fall%20sale&utm_source=li&next=//evil.example",
        names,
      ),
    ).toBe("?utm_source=li&utm_campaign=fall%20sale&xp-lp-webinar=b");
    expect(carriedQuery("", names)).toBe("");
    expect(carriedQuery("?other=1", names)).toBe("");
  });

  it("takes the first value of a name, as URLSearchParams does, and drops it when it is not a plain value", () => {
    expect(carriedQuery("utm_source=a&utm_source=b", names)).toBe("?utm_source=a");
    expect(carriedQuery("utm_source=%0d%0aSet-Cookie:x&utm_source=b", names)).toBe("");
    expect(carriedQuery("utm_source", names)).toBe("");
    expect(carriedQuery("utm_source=", names)).toBe("");
  });

  it.each(["a b", "a\r\nb", "%zz", "%4", "<script>", "a/b", "a\\b", 'a"b', "x".repeat(201), "é"])(
    "drops the value %j",
    (value) => expect(carriedQuery(`utm_source=${value}`, names)).toBe(""),
  );
});

/** Whether the pattern of `written` matches nginx's `$msec` at `seconds`. */
const matches = (written: string, seconds: number) =>
  new RegExp(fromInstantPattern(written)).test(`${seconds}.${String(seconds % 1000).padStart(3, "0")}`);

describe("fromInstantPattern", () => {
  it("matches $msec from the instant on, never before it", () => {
    const end = instantMs("2026-11-15T17:00:00Z") / 1000;
    expect(matches("2026-11-15T17:00:00Z", end)).toBe(true);
    expect(matches("2026-11-15T17:00:00Z", end - 1)).toBe(false);
    expect(matches("2026-11-15T17:00:00Z", end + 1)).toBe(true);
    expect(matches("2026-11-15T17:00:00Z", 99_999_999_999)).toBe(true);
  });

  it("agrees with the numbers' order on 20,000 times around instants of every digit", () => {
    for (const written of [
      "2026-11-15T17:00:00Z",
      "2033-05-18T03:33:19Z",
      "2001-09-09T01:46:40Z",
      "2286-11-20T17:46:39Z",
    ]) {
      const fixed = instantMs(written) / 1000;
      const pattern = new RegExp(fromInstantPattern(written));
      for (let tried = 0; tried < 5_000; tried++) {
        // Half near the instant, half anywhere over a century either side.
        const seconds = Math.floor(
          tried % 2 === 0 ? fixed + (Math.random() - 0.5) * 200_000 : fixed + (Math.random() - 0.5) * 6e9,
        );
        if (seconds < 1e9) continue; // $msec has had ten digits since 2001
        expect(pattern.test(`${seconds}.123`), `${seconds} against ${fixed}`).toBe(seconds >= fixed);
      }
    }
  });
});
