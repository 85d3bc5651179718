import { REQUEST_KEY_HEADER, newRequestKey, requestKeyOf } from './request-key';

describe('request keys', () => {
  it('are random version-4 UUIDs, also without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 200 }, newRequestKey));
    expect(keys.size).toBe(200);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let index = 0; index < 200; index += 1) {
        const key = newRequestKey();
        expect(requestKeyOf(new Headers({ [REQUEST_KEY_HEADER]: key }))).toBe(key);
      }
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('are read from the header only when well formed', () => {
    const read = (value: string) => requestKeyOf(new Headers({ [REQUEST_KEY_HEADER]: value }));
    expect(read(' 3F9A6C1E-8B2D-4E7F-9A10-5C6D7E8F9A0B ')).toBe(
      '3f9a6c1e-8b2d-4e7f-9a10-5c6d7e8f9a0b',
    );
    for (const bad of [
      '',
      'abc',
      "1' or '1'='1",
      '3f9a6c1e-8b2d-4e7f-9a10-5c6d7e8f9a0b0',
      'x'.repeat(5000),
    ])
      expect(read(bad)).toBeUndefined();
    expect(requestKeyOf(new Headers())).toBeUndefined();
  });
});
