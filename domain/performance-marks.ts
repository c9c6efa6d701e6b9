/**
 * Names of the performance marks the app sets, read by `npm run bench` in every engine.
 * FIRST_SCREEN_MARK: the app's first commit, when its screen replaced the first frame.
 */
export const FIRST_SCREEN_MARK = 'tambora:first-screen';
