export function initialsOf(name: string, kind?: 'person' | 'organisation'): string;
