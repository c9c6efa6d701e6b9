/**
 * The `$id` segments of the app's routes ('/Artist/12'), parsed by the route itself with one rule
 * (domain/route-ids.ts, which the server's first frames use too): screens get a positive id, or
 * null for anything else and show that nothing is there.
 */
import { positiveIntParam } from '../../domain/route-ids';

type IdRule = (raw: string) => number | null;

function paramsOf<Name extends string>(name: Name, rule: IdRule) {
  return {
    parse: (raw: Record<Name, string>) =>
      ({ [name]: rule(raw[name]) }) as Record<Name, number | null>,
    stringify: (parsed: Record<Name, number | null>) =>
      ({ [name]: String(parsed[name] ?? '') }) as Record<Name, string>,
  };
}

/** The router's `params` option for a route whose one `$id` segment is `name`. */
export function idParams<Name extends string>(name: Name) {
  return paramsOf(name, positiveIntParam);
}

/**
 * A playlist's page also opens a playlist made offline, whose id is the device's temporary
 * negative one until the server gives it its own (features/library-sync/mirror.ts): '-3' is -3.
 */
export function playlistIdParams<Name extends string>(name: Name) {
  return paramsOf(name, (raw) => {
    const temporary = /^-\d{1,10}$/.test(raw) ? positiveIntParam(raw.slice(1)) : null;
    return temporary === null ? positiveIntParam(raw) : -temporary;
  });
}
