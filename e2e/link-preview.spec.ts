import { expect, test } from '@playwright/test';
import { catalogue } from './support/catalogue';

const byNameLength = [...catalogue.doctors].sort((a, b) => a.name.length - b.name.length);
const shortest = byNameLength[0]!;
const longest = byNameLength[byNameLength.length - 1]!;

for (const doctor of [longest, shortest]) {
  test(`the link preview of ${doctor.name} is a 1200 × 630 PNG`, async ({ request }) => {
    const response = await request.get(`/doctor/${doctor.slug}/opengraph-image`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    // The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
  });
}
