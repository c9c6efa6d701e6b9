/** Runs `vite build` when dist/ is missing or older than its sources; true when it built. */
export function buildIfStale(root: string): boolean;
