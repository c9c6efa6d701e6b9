import { describe, expect, it } from 'vitest';
import { thumbnailName, thumbnailUrl } from '../../../server/features/media/stored-names';

describe('the card-sized copy of a stored image', () => {
  it('sits beside it under the name the upload path gives it', () => {
    const name = '1700000000000_foto-0a1b2c3d4e5f.jpg';
    expect(thumbnailName(name)).toBe('1700000000000_foto-0a1b2c3d4e5f-thumb.webp');
    expect(thumbnailUrl(`/media/images/${name}`)).toBe(
      '/media/images/1700000000000_foto-0a1b2c3d4e5f-thumb.webp',
    );
  });

  it('is null without an image, or for one that is not ours', () => {
    expect(thumbnailUrl(null)).toBeNull();
    expect(thumbnailUrl('https://example.com/a.png')).toBeNull();
    expect(thumbnailUrl('/media/audios/a.wav')).toBeNull();
    expect(thumbnailUrl('/media/images/a/b.png')).toBeNull();
  });
});
