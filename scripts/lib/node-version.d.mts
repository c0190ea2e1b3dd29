export function parseRange(range: string): { op: string; version: [number, number, number] }[][];
export function satisfies(version: string, range: string): boolean;
export function describeRange(range: string): string;
export function nodePackage(platform: string, arch: string): string;
export function newestLine(range: string): number;
export function nodeVersionProblem(options: { version: string; range: string; platform?: string; arch?: string }): string | null;
export function nodeRequirement(range: string): string;
export function enginesRange(): string;
export function requireSupportedNode(): void;
