import type { CDPSession, Page } from "@playwright/test";

/**
 * The slow phone of the performance targets the site was specified with: Lighthouse's mobile
 * profile, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower. One
 * definition for the benchmark's dead-time measurement and the first-paint browser tests.
 */
export const slowPhone = {
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
  cpuSlowdown: 4,
} as const;

/**
 * A slower machine than the one the bench runs on: rows that must hold there too run with the CPU
 * slowed this much, the network unchanged.
 */
export const slowerMachineCpuSlowdown = 6;

/**
 * Applies the slow-phone profile to a page through the DevTools protocol (Chromium only), its CPU
 * slowed `cpuSlowdown` times (the profile's own by default).
 */
export async function emulateSlowPhone(
  page: Page,
  cpuSlowdown: number = slowPhone.cpuSlowdown,
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slowPhone.latency,
    downloadThroughput: slowPhone.downloadThroughput,
    uploadThroughput: slowPhone.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return cdp;
}
