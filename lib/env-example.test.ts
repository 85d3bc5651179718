/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

function readmeVariables(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('## Environment')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!));
}

function exampleVariables(): string[] {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  return example
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split('=')[0]!);
}

describe('.env.example', () => {
  it('lists every variable of the README, and only those', () => {
    const documented = readmeVariables();
    expect(documented.length).toBeGreaterThan(10);
    expect([...exampleVariables()].sort()).toEqual([...documented].sort());
  });
});
