import { loadOr, loadWithRetries } from './load-with-retries';

describe('loadWithRetries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again after 1, 3 and 8 s, and gives what a later try brings', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const result = loadWithRetries(load);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails after four tries', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('gone'));
    const result = loadWithRetries(load);
    const settled = expect(result).rejects.toThrow('gone');
    await jest.advanceTimersByTimeAsync(12_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('loadOr', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const Loaded = () => null;
  const Instead = () => null;

  it('gives the loaded component', async () => {
    await expect(loadOr(async () => Loaded, Instead)).resolves.toBe(Loaded);
  });

  it('gives the stand-in when the code cannot be had', async () => {
    const result = loadOr(() => Promise.reject(new Error('gone')), Instead);
    await jest.advanceTimersByTimeAsync(12_000);
    await expect(result).resolves.toBe(Instead);
  });
});
