/**
 * The `$id` segments of the app's routes ('/Artist/12'), parsed by the route itself with one rule
 * (domain/route-ids.ts, which the server's first frames use too): screens get a positive id, or
 * null for anything else and show that nothing is there.
 */
import { positiveIntParam } from '../../domain/route-ids';

/** The router's `params` option for a route whose one `$id` segment is `name`. */
export function idParams<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<Name, string>) =>
      ({ [name]: positiveIntParam(raw[name]) }) as Record<Name, number | null>,
    stringify: (parsed: Record<Name, number | null>) =>
      ({ [name]: String(parsed[name] ?? '') }) as Record<Name, string>,
  };
}
