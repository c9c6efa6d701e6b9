/**
 * Route schemas (zod) as the API document's JSON Schema, with the bodies many operations share
 * named once under `components.schemas`: a client generator gets one `Song`
 * type, not forty copies. zod extracts a schema registered with an `id` into `$defs`; those are
 * moved to the document's components here.
 */
import { z } from 'zod';
import {
  apiErrorSchema,
  creatorStatsSchema,
  fullSongSchema,
  pageSchema,
  playlistSchema,
  sessionUserSchema,
  songSchema,
} from '../../domain/api';
import { profileSchema } from '../../domain/auth';
import { playlistDetailSchema } from '../../domain/playlists';
import { composerSchema } from '../../domain/profiles';
import { songDetailSchema } from '../../domain/songs';

/** The shared bodies and the names the document gives them. */
const COMPONENTS: [z.ZodType, string][] = [
  [apiErrorSchema, 'Error'],
  [songSchema, 'Song'],
  [fullSongSchema, 'FullSong'],
  [songDetailSchema, 'SongDetail'],
  [playlistSchema, 'Playlist'],
  [playlistDetailSchema, 'PlaylistDetail'],
  [profileSchema, 'Profile'],
  [sessionUserSchema, 'SessionUser'],
  [composerSchema, 'Creator'],
  [creatorStatsSchema, 'CreatorStats'],
  [pageSchema(songSchema), 'SongPage'],
  [pageSchema(playlistSchema), 'PlaylistPage'],
  [pageSchema(profileSchema), 'ProfilePage'],
  [pageSchema(composerSchema), 'CreatorPage'],
  [pageSchema(creatorStatsSchema), 'CreatorStatsPage'],
];

const COMPONENT_PREFIX = '#/components/schemas/';
export const componentRef = (name: string) => `${COMPONENT_PREFIX}${name}`;

/** Names the shared bodies (in zod's registry, which is what z.toJSONSchema reads ids from). */
function nameComponents(): void {
  for (const [schema, id] of COMPONENTS) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

type Json = unknown;

/** Every `#/$defs/X` reference rewritten to the component it became. */
function pointRefs(json: Json, names: Map<string, string>): Json {
  if (Array.isArray(json)) return json.map((item) => pointRefs(item, names));
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        const id = value.slice('#/$defs/'.length);
        return [key, componentRef(names.get(id) ?? id)];
      }
      return [key, pointRefs(value, names)];
    }),
  );
}

/**
 * Converts route schemas and gathers the components they use. One per document: components
 * seen in requests (`io: 'input'`, where defaults make fields optional) are named `…Input` when
 * they differ from the answers' version.
 */
export class OpenApiSchemas {
  readonly components: Record<string, Json> = {};

  constructor() {
    nameComponents();
  }

  /** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 speaks); anything else unchanged. */
  toJsonSchema(schema: unknown, io: 'input' | 'output'): Json {
    if (!(schema instanceof z.ZodType)) return schema;
    // Transforms and refinements have no JSON Schema: what they accept or give is described.
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
      string,
      Json
    >;
    const { $schema: _dialect, $defs, ...json } = converted;
    const defs = ($defs ?? {}) as Record<string, Json>;
    const names = new Map(
      Object.keys(defs).map((id) => [id, io === 'input' ? `${id}Input` : id] as const),
    );
    for (const [id, def] of Object.entries(defs)) {
      this.addComponent(names.get(id) ?? id, pointRefs(def, names));
    }
    return pointRefs(json, names);
  }

  private addComponent(name: string, json: Json): void {
    const known = this.components[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(json)) {
      // Two different bodies under one name would make the document lie about one of them.
      throw new Error(`Two different schemas are named ${name} in the API document`);
    }
    this.components[name] = json;
  }
}
