import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayName } from '../../domain/display-name';
import { formatDuration, sanitizeFileName, truncate } from '../../domain/format';

describe('formatDuration (m:ss)', () => {
  it('pads seconds and keeps minutes unpadded', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3599.9)).toBe('59:59');
  });
  it('shows 0:00 for nonsense', () => {
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('sanitizeFileName (spec section 5)', () => {
  it('removes accents, turns ñ into n and prefixes the timestamp', () => {
    expect(sanitizeFileName('Canción de año.mp3', 1700000000000)).toBe(
      '1700000000000_Cancion_de_ano.mp3',
    );
    expect(sanitizeFileName('ÑANDÚ.png', 1)).toBe('1_NANDU.png');
  });
  it('turns anything else, slashes and emoji included, into underscores', () => {
    // Leading dots become underscores too, so the name can never climb out of its folder.
    expect(sanitizeFileName('../../etc/passwd', 7)).toBe('7____.._etc_passwd');
    expect(sanitizeFileName('mi 🎵 tema!.ogg', 7)).toBe('7_mi___tema_.ogg');
    expect(sanitizeFileName('a-b_c.d', 7)).toBe('7_a-b_c.d');
  });
  it('never yields an empty name', () => {
    expect(sanitizeFileName('', 3)).toBe('3_archivo');
  });
});

describe('displayName (spec section 9)', () => {
  it('prefers the nickname', () => {
    expect(displayName({ nickname: 'El Cieguito', name: 'Juan', lastName: 'Pérez' })).toBe(
      'El Cieguito',
    );
  });
  it('falls back to name plus last name, then either, then Desconocido', () => {
    expect(displayName({ nickname: '  ', name: 'Juan', lastName: 'Pérez' })).toBe('Juan Pérez');
    expect(displayName({ name: 'Juan' })).toBe('Juan');
    expect(displayName({ lastName: 'Pérez' })).toBe('Pérez');
    expect(displayName({})).toBe('Desconocido');
  });
});

describe('truncate', () => {
  it('cuts long texts with an ellipsis and leaves short ones alone', () => {
    expect(truncate('Corazón de Tambora Azul', 16)).toBe('Corazón de Tambo...');
    expect(truncate('Corto', 16)).toBe('Corto');
  });
});

describe('formatCount', () => {
  const RealNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
    vi.resetModules();
  });

  it('writes counts as Dominican readers do', async () => {
    const { formatCount } = await import('../../domain/format');
    expect(formatCount(1204311)).toBe('1,204,311');
    expect(formatCount(7)).toBe('7');
  });

  it("groups every whole count exactly as Intl's es-DO does", async () => {
    const { formatCount } = await import('../../domain/format');
    const intl = new RealNumberFormat('es-DO');
    const counts = [0, 1, 12, 999, 1000, 1204, 99_999, 100_000, 1_204_311, -1234, -7];
    for (let digits = 1; digits <= 16; digits += 1) counts.push(Number('9'.repeat(digits)));
    // 500 fixed counts spread over every length up to 15 digits (the same in every run).
    for (let i = 0; i < 500; i += 1) counts.push((i * 7_919_011_339) % 10 ** (1 + (i % 15)));
    for (const count of counts) expect(formatCount(count)).toBe(intl.format(count));
    expect(formatCount(1234.5)).toBe(intl.format(1234.5));
  });

  // docs/architecture.md "The first visit": a song page's plays are drawn in its first render.
  it('makes no Intl formatter for a whole count, and one, at its first use, for any other', async () => {
    vi.resetModules();
    let made = 0;
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    const { formatCount } = await import('../../domain/format');
    expect(formatCount(1)).toBe('1');
    expect(formatCount(1_204_311)).toBe('1,204,311');
    expect(made).toBe(0);
    expect(formatCount(2.5)).toBe('2.5');
    expect(formatCount(3.5)).toBe('3.5');
    expect(made).toBe(1);
  });
});
