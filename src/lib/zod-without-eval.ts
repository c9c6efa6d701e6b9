/**
 * Zod compiles fast object parsers with `new Function`, first probing whether it may. Our
 * Content-Security-Policy forbids eval, so the probe is refused and every engine reports a
 * violation on every page that parses an answer. With
 * `jitless` zod neither probes nor compiles. Zod reads this object when it loads, so it is set
 * here, imported first by main.tsx, without loading zod itself (not part of the first visit).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
