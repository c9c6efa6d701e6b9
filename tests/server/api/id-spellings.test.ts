/**
 * Ids are written one way (docs/product.md "Ids are written one way"): every operation of the
 * API document that names an id in its path, and every row of the authorization matrix that names
 * one in its body, is sent with other spellings of a real id ('04', '0x4', '4.0', ' 4'...). A
 * visitor gets 401 where the operation needs a session; anyone else 400 about the id alone, or the
 * refusal their role gets whatever the id (403); never a success, never anybody's e-mail, and each
 * answer one the document promises.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_TEXTS } from '../../../domain/ids';
import {
  ACTORS,
  type Actor,
  castOf,
  MATRIX_ROWS,
  sendMatrixRequest,
} from '../../helpers/authorization-matrix';
import { createPlaylist, createSong } from '../../helpers/factories';
import {
  type DocumentedAnswers,
  documentedAnswers,
  type OpenApiDocument,
  openApiDocumentOf,
} from '../../helpers/openapi-document';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** How an id of 4 (or any id) can be written other than with its digits alone. */
function oddSpellings(id: number): string[] {
  return [
    `0${id}`,
    `0x${id.toString(16)}`,
    `+${id}`,
    `${id}.0`,
    `${id}e0`,
    `0b${id.toString(2)}`,
    `0o${id.toString(8)}`,
    `%20${id}`,
    `${id}%20`,
    `-${id}`,
    `${id}abc`,
  ];
}

let t: TestApp;
let doc: OpenApiDocument;
let answers: DocumentedAnswers;

beforeAll(async () => {
  t = await createTestApp();
  doc = await openApiDocumentOf(t.app);
  answers = documentedAnswers(doc);
});
afterAll(() => t.close());

/** '/api/v1/songs/{id}' → '/api/v1/songs/:id', as the routes are registered. */
const routeUrl = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(() => path.includes('{'))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/**
 * What is wrong with the answer to an odd id, if anything: 401 for a visitor where the operation
 * needs a session; else 400 saying the id is wrong (nothing about the rest of the request), or a
 * refusal from `refusals` that the caller's role gets whatever the id.
 */
function wrongAnswer(
  actor: Actor,
  needsSession: boolean,
  refusals: number[],
  response: LightMyRequestResponse,
  email: string,
): boolean {
  if (response.body.includes(email)) return true;
  if (actor === 'visitor' && needsSession) return response.statusCode !== 401;
  if (refusals.includes(response.statusCode)) return false;
  return response.statusCode !== 400 || !response.body.includes(ID_TEXTS.invalid);
}

describe('ids written any other way than their digits', () => {
  it('covers every operation with an id in its path', () => {
    expect(operations().length).toBeGreaterThanOrEqual(15);
  });

  it('are refused in every path, for every caller, before anything is read or changed', async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const cast = await castOf(t);
      const song = await createSong(t, cast.own.userId);
      const playlist = await createPlaylist(t, cast.own.userId, { songIds: [song.id] });
      const realId = (param: string) => {
        if (param === 'songId' || path.startsWith('/api/v1/songs/')) return song.id;
        if (param === 'playlistId' || path.includes('playlist')) return playlist.id;
        return cast.own.userId;
      };
      const params = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => match[1]);
      for (const odd of params) {
        for (const spelling of oddSpellings(realId(odd))) {
          const url = params.reduce(
            (at, param) =>
              at.replace(`{${param}}`, param === odd ? spelling : String(realId(param))),
            path,
          );
          for (const actor of ACTORS) {
            const response = await sendMatrixRequest(
              t,
              method,
              { url, ...(['POST', 'PUT'].includes(method) ? { body: {} } : {}) },
              cast.cookie[actor],
            );
            if (wrongAnswer(actor, '401' in operation.responses, [403], response, cast.own.email)) {
              wrong.push(`${actor} ${method} ${url} → ${response.statusCode} ${response.body}`);
            }
            wrong.push(...answers.problems(method, routeUrl(path), response));
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are refused in every body id of the matrix, for every caller', async () => {
    const wrong: string[] = [];
    for (const row of MATRIX_ROWS) {
      const [method, path] = row.route.split(' ');
      const cast = await castOf(t);
      const request = await row.prepare(t, cast);
      const body = request.body as Record<string, unknown> | undefined;
      const idFields = Object.keys(body ?? {}).filter(
        (key) => key.endsWith('_id') && typeof body?.[key] === 'number',
      );
      for (const field of idFields) {
        for (const spelling of oddSpellings(body?.[field] as number)) {
          for (const actor of ACTORS) {
            const response = await sendMatrixRequest(
              t,
              method,
              { ...request, body: { ...body, [field]: decodeURIComponent(spelling) } },
              cast.cookie[actor],
            );
            // The library or playlist named in another field can refuse first (403).
            const refusals = [403, 404].filter((status) => row.expected[actor] === status);
            const needsSession = row.expected.visitor === 401;
            if (wrongAnswer(actor, needsSession, refusals, response, cast.own.email)) {
              wrong.push(`${actor} ${row.route} ${field}=${spelling} → ${response.statusCode}`);
            }
            wrong.push(...answers.problems(method, path, response));
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never tells a listener an admin's e-mail in a deletion summary", async () => {
    const cast = await castOf(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${cast.admin.userId}/deletion-summary`,
      headers: { cookie: cast.cookie.listener ?? '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(cast.admin.email);
  });
});
