import { createDecoyAnswers } from './decoy-answers';

const answer = (reference: string) => ({
  kind: 'contact' as const,
  requestFingerprint: 'f'.repeat(64),
  reference,
});

describe('the answers given to bots', () => {
  it('are remembered by request key for a while, then forgotten', () => {
    let time = 0;
    const answers = createDecoyAnswers({ maxEntries: 10, ttlMs: 60_000, now: () => time });
    answers.remember('key-1', answer('AH-22222222'));
    time = 59_999;
    expect(answers.recall('key-1')).toEqual(answer('AH-22222222'));
    time = 60_000;
    expect(answers.recall('key-1')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('never hold more than their cap: the oldest is forgotten first', () => {
    let time = 0;
    const answers = createDecoyAnswers({ maxEntries: 100, ttlMs: 60_000, now: () => time });
    for (let index = 0; index < 1000; index += 1) {
      time += 1;
      answers.remember(`key-${index}`, answer(`AH-${index}`));
    }
    expect(answers.size).toBe(100);
    expect(answers.recall('key-899')).toBeUndefined();
    expect(answers.recall('key-900')).toEqual(answer('AH-900'));
    // Expired answers are dropped as new ones come, whatever the cap.
    time += 60_000;
    answers.remember('fresh', answer('AH-FRESH'));
    expect(answers.size).toBe(1);
  });
});
