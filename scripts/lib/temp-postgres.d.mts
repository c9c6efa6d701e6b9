export function findPostgresBin(): string | null;
export function freePort(): Promise<number>;
export function startTempPostgres(): Promise<{ url: string; stop: () => void }>;
