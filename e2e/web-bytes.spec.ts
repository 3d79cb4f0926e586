/**
 * What a phone downloads (issue 17's budget), read from the build that the other specs run against
 * (bench/web-bytes.ts weighs it through Vite's manifest, gzip at zlib's default level): a first visit
 * to the landing route is at most 130 kB of JavaScript and 20 kB of CSS, and no route adds more than
 * 40 kB. A page loads at most 40 files of code and style: each is a link the page adds as it
 * starts, and each costs a phone's main thread (web/chunkGroups.ts). Exact counts of the build, not timings.
 */
import { describe, expect, test } from 'vitest';
import { measureWebBytes } from '../bench/web-bytes.js';

const kB = 1024;

describe('web bytes', () => {
  const bytes = measureWebBytes();

  test('a first visit to the landing page loads at most 130 kB of JavaScript and 20 kB of CSS', () => {
    expect(bytes.landing.jsGzip).toBeLessThanOrEqual(130 * kB);
    expect(bytes.landing.cssGzip).toBeLessThanOrEqual(20 * kB);
  });

  // The back office (issue 34) is for the store's staff, outside the public screens' budgets: its
  // screens are lazy routes of their own (web/src/features/staff/), weighed apart.
  const publicRoutes = bytes.routes.filter((route) => !route.backOffice);

  test("the back office's screens are weighed apart from the public ones", () => {
    expect(bytes.routes.filter((route) => route.backOffice).map((route) => route.route)).toEqual(
      expect.arrayContaining(['StaffLayout', 'sections']),
    );
  });

  test('no route adds more than 40 kB to what a page has loaded once alive', () => {
    const over = publicRoutes.filter((route) => route.jsGzip + route.cssGzip > 40 * kB).map((route) => route.route);
    expect(over).toEqual([]);
    // Every screen is weighed (the manifest names them all).
    expect(bytes.routes.length).toBeGreaterThan(25);
  });

  test('no page loads more than 40 files of code and style', () => {
    // The shell, what every page loads once alive, and the route's own: a book page was 110 files
    // before Mantine's and the shell's code were gathered into a few.
    const pageFiles = publicRoutes.map((route) => ({
      route: route.route,
      files: bytes.shell.files + bytes.afterStart.files + route.files,
    }));
    expect(pageFiles.filter((page) => page.files > 40)).toEqual([]);
    expect(pageFiles.find((page) => page.route === 'BookPage')?.files).toBeGreaterThan(10);
  });
});
