/**
 * Cédula check (DECISIONS "Cédula"): the local check digit always, and the identity service when
 * CEDULA_SERVICE_URL is set (`GET {url}/cedulas/{digits}/validate` → `{valid}`). A service that
 * does not answer in time, or answers nonsense, leaves the decision to the local check.
 */
import { z } from 'zod';
import { cedulaDigits, formatCedula, isValidCedula } from '../../../domain/cedula';

export const CEDULA_SERVICE_TIMEOUT_MS = 3000;

export interface CedulaCheck {
  valid: boolean;
  /** What to store: 001-0000000-1 for anything cédula-shaped, else the trimmed input. */
  dni: string;
  /** Who decided, for the log. */
  source: 'local' | 'service';
}

const serviceAnswer = z.object({ valid: z.boolean() });

async function askService(
  serviceUrl: string,
  digits: string,
  timeoutMs: number,
): Promise<boolean | null> {
  try {
    const response = await fetch(`${serviceUrl}/cedulas/${digits}/validate`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = serviceAnswer.safeParse(await response.json());
    return parsed.success ? parsed.data.valid : null;
  } catch {
    return null;
  }
}

export async function checkCedula(
  input: string,
  options: { serviceUrl: string | null; timeoutMs?: number },
): Promise<CedulaCheck> {
  const digits = cedulaDigits(input);
  if (!digits) return { valid: false, dni: input.trim(), source: 'local' };
  const dni = formatCedula(digits);
  if (!isValidCedula(digits)) return { valid: false, dni, source: 'local' };
  if (!options.serviceUrl) return { valid: true, dni, source: 'local' };
  const remote = await askService(
    options.serviceUrl,
    digits,
    options.timeoutMs ?? CEDULA_SERVICE_TIMEOUT_MS,
  );
  return remote === null
    ? { valid: true, dni, source: 'local' }
    : { valid: remote, dni, source: 'service' };
}
