import { apiIsLoopback, imageHostPatterns } from './image-hosts.mjs';
import { canOptimiseImage } from './images';

describe('image hosts the optimiser accepts', () => {
  it("are the API's origin and every IMAGE_HOSTS entry", () => {
    expect(
      imageHostPatterns({
        HOSPITAL_API_URL: 'https://api.example.org:8443/api',
        IMAGE_HOSTS: 'res.cloudinary.com, *.imgix.net ,https://cdn.example.com, not a host!,',
      }),
    ).toEqual([
      { protocol: 'https', hostname: 'api.example.org', port: '8443' },
      { hostname: 'res.cloudinary.com' },
      { hostname: '**.imgix.net' },
      { protocol: 'https', hostname: 'cdn.example.com', port: '' },
    ]);
  });

  it('are none on the embedded default', () => {
    expect(imageHostPatterns({})).toEqual([]);
  });

  it('allow a loopback upstream to be fetched only when the API itself is on loopback', () => {
    expect(apiIsLoopback({ HOSPITAL_API_URL: 'http://127.0.0.1:4010/api' })).toBe(true);
    expect(apiIsLoopback({ HOSPITAL_API_URL: 'https://api.example.org/api' })).toBe(false);
    expect(apiIsLoopback({})).toBe(false);
  });
});

describe('which images go through next/image optimisation', () => {
  const patterns = imageHostPatterns({
    HOSPITAL_API_URL: 'https://api.example.org/api',
    IMAGE_HOSTS: '*.imgix.net,res.cloudinary.com',
  });

  it.each([
    ['https://api.example.org/uploads/doctor.jpg', true],
    ['https://hospital.imgix.net/a.png', true],
    ['https://eu.cdn.imgix.net/a.png', true],
    ['https://imgix.net/a.png', false],
    ['https://notimgix.net/a.png', false],
    ['https://res.cloudinary.com.evil.example/x.jpg', false],
    ['https://res.cloudinary.com/demo/image/upload/x.jpg', true],
    ['/images/banner.png', true],
    ['https://elsewhere.example/photo.jpg', false],
    ['http://api.example.org/uploads/doctor.jpg', false],
    ['https://api.example.org:9000/uploads/doctor.jpg', false],
    ['/catalogue/doctors/x.svg', false],
    ['https://api.example.org/logo.svg', false],
    ['//cdn.example/x.png', false],
  ])('%s -> %p', (src, optimised) => {
    expect(canOptimiseImage(src, patterns)).toBe(optimised);
  });
});
