/**
 * Names of the performance marks the app sets, read by `npm run bench` in every engine and by
 * the work guard (tests/e2e/work-guard.ts).
 * FIRST_SCREEN_MARK: the app's first commit, when its screen replaced the first frame.
 * SETTLED_MARK: the first screen drawn with everything it asked for: no request of the screen's
 * data in flight, no change being sent, the router not loading.
 */
export const FIRST_SCREEN_MARK = 'tambora:first-screen';
export const SETTLED_MARK = 'tambora:settled';
