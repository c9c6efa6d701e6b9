/** What each Subsonic method is handed, and what it answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { MediaStorage } from '../../storage/open-storage';
import type { Viewer } from '../auth/viewer';
import { SUBSONIC_CODES, SubsonicError } from './envelope';
import type { Params } from './params';
import type { XmlObject } from './xml';

export interface MethodContext {
  deps: AppDeps;
  /** The storage media files are read from (the counted wrapper in deps writes only). */
  media: MediaStorage;
  viewer: Viewer;
  params: Params;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A method that sent its own answer (a file) says so with this. */
export const SENT = Symbol('sent');
export type Method = (context: MethodContext) => Promise<XmlObject | typeof SENT>;

export function notFound(what: string): SubsonicError {
  return new SubsonicError(SUBSONIC_CODES.notFound, `${what} no existe.`);
}

/** How many of a list a player may ask at once, and how many it gets when it does not say. */
export function countParam(params: Params, name: string, fallback: number, max = 500): number {
  return params.int(name, fallback, 0, max);
}
