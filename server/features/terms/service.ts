/**
 * The terms of use bind: the server records who accepted which version and when,
 * and nobody publishes before accepting the version in force; the browser's checkbox is only how a
 * person says so.
 */
import type { TermsAcceptance, TermsAcceptanceBody } from '../../../domain/terms';
import { TERMS_SERVER_TEXTS, TERMS_VERSION } from '../../../domain/terms-texts';
import type { Orm } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { forbidden } from '../auth/guards';
import type { Viewer } from '../auth/viewer';
import { hasAcceptedCurrentTerms, recordAcceptance } from './repository';

/** POST /terms/acceptances. */
export async function acceptTerms(
  orm: Orm,
  viewer: Viewer,
  body: TermsAcceptanceBody,
): Promise<TermsAcceptance> {
  if (body.version !== TERMS_VERSION) throw new HttpError(409, TERMS_SERVER_TEXTS.staleVersion);
  const acceptedAt = await recordAcceptance(orm, viewer.userId, TERMS_VERSION);
  return { version: TERMS_VERSION, accepted_at: acceptedAt.toISOString() };
}

/** 403 with the way back to the terms unless the person accepted the version in force. */
export async function requireAcceptedTerms(orm: Orm, userId: number): Promise<void> {
  if (!(await hasAcceptedCurrentTerms(orm, userId))) throw forbidden(TERMS_SERVER_TEXTS.required);
}
