/** The app password calls of Configuración → 'Aplicaciones externas'. */
import type { AppPassword, CreatedAppPassword } from '../../../domain/app-passwords';
import { http } from '../../lib/http';

export const appPasswordKeys = { all: ['app-passwords'] as const };

export async function fetchAppPasswords(): Promise<AppPassword[]> {
  const { data } = await http.get<{ items: AppPassword[] }>('/app-passwords');
  return data.items;
}

export async function createAppPassword(name: string): Promise<CreatedAppPassword> {
  const { data } = await http.post<CreatedAppPassword>('/app-passwords', { name });
  return data;
}

export async function revokeAppPassword(id: number): Promise<void> {
  await http.delete(`/app-passwords/${id}`);
}
