/**
 * A picked file the server would refuse is said at once, under its field, before
 * anything is sent: empty, over the server's limit for its kind, or not of a type it takes (read
 * from the first bytes, as the server reads them). The server checks everything again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  detectAudioFormat,
  detectImageFormat,
  SNIFF_BYTES,
} from '../../../../domain/file-signatures';
import { pickedFileTooLargeText, UPLOAD_TEXTS } from '../../../../domain/song-texts';
import type { DuplicateAudio } from '../../../../domain/songs';
import type { UploadLimits } from '../../../../domain/uploads';
import { getJson } from '../../../lib/fetch-json';
import { isAdminUser, isComposer, useSessionUser } from '../../auth/session-store';

export type PickedKind = 'audio' | 'cover';

/** GET /storage/limits, asked once a session; unknown offline (then only the server says). */
export function useUploadLimits(): UploadLimits | undefined {
  return useQuery({
    queryKey: ['storage', 'limits'],
    queryFn: () => getJson<UploadLimits>('/storage/limits'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }).data;
}

async function headerOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

/** What is wrong with a picked file, in the words the field shows; null when it may go. */
export async function pickedFileProblem(
  file: File,
  kind: PickedKind,
  limits: UploadLimits | undefined,
): Promise<string | null> {
  if (file.size === 0) return UPLOAD_TEXTS.emptyFile;
  const maxBytes = kind === 'audio' ? limits?.max_audio_bytes : limits?.max_image_bytes;
  if (maxBytes !== undefined && file.size > maxBytes) return pickedFileTooLargeText(kind, maxBytes);
  const header = await headerOf(file);
  if (kind === 'audio') return detectAudioFormat(header) ? null : UPLOAD_TEXTS.audioTypeUnsupported;
  return detectImageFormat(header) ? null : UPLOAD_TEXTS.imageTypeUnsupported;
}

function hex(digest: ArrayBuffer): string {
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The creator's own song with this very audio file (by its SHA-256, read in
 * the browser), so the form can say so before the same file is published again; null when none,
 * while reading, or where the browser cannot hash (no SubtleCrypto outside a secure context).
 */
export function useDuplicateAudio(file: File | null): DuplicateAudio['song'] {
  const user = useSessionUser();
  const mayAsk = isComposer(user) || isAdminUser(user);
  const [sha256, setSha256] = useState<string | null>(null);
  useEffect(() => {
    setSha256(null);
    const subtle = globalThis.crypto?.subtle;
    if (!file || !mayAsk || !subtle) return;
    let current = true;
    file
      .arrayBuffer()
      .then((bytes) => subtle.digest('SHA-256', new Uint8Array(bytes)))
      .then(
        (digest) => current && setSha256(hex(digest)),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [file, mayAsk]);
  const answer = useQuery({
    queryKey: ['songs', 'duplicate-audio', sha256],
    queryFn: () => getJson<DuplicateAudio>('/songs/duplicate-audio', { sha256: sha256 ?? '' }),
    enabled: sha256 !== null,
    staleTime: 60_000,
    retry: false,
  });
  return sha256 === null ? null : (answer.data?.song ?? null);
}
