export function cssName(name: string): string;
export function colourTokensScss(tokens: {
  colours: Record<string, string>;
  drawingColours: Record<string, string>;
  schemeMarkTones: readonly (readonly string[])[];
}): string;
