import { existsSync } from 'node:fs';
import path from 'node:path';
import { leaders } from './leadership-page';

describe('the leadership team', () => {
  it('has five leaders', () => {
    expect(leaders).toHaveLength(5);
  });

  it('gives each leader a portrait that exists under public/, with alt text naming them', () => {
    for (const leader of leaders) {
      expect(leader.photo.src).toMatch(/^\/images\/leadership\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(process.cwd(), 'public', leader.photo.src))).toBe(true);
      expect(leader.photo.alt).toContain(leader.name);
    }
  });

  it('has unique names, slugs and portraits', () => {
    for (const key of ['name', 'slug'] as const)
      expect(new Set(leaders.map((leader) => leader[key])).size).toBe(leaders.length);
    expect(new Set(leaders.map((leader) => leader.photo.src)).size).toBe(leaders.length);
  });

  it('gives each leader a role and a biography of a few sentences', () => {
    for (const leader of leaders) {
      expect(leader.role.trim()).not.toBe('');
      const sentences = leader.biography
        .join(' ')
        .split(/[.!?](?:\s|$)/)
        .filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
    }
  });
});
