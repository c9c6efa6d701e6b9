/** Default pictures (public/images) for songs, playlists and people without their own. */
export const DEFAULT_COVER = '/images/default-cover.webp';
export const DEFAULT_AVATAR = '/images/default-avatar.webp';
export const DEFAULT_BANNER = '/images/default-banner.webp';
