import { type ImgHTMLAttributes, type SyntheticEvent, useCallback } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallback: string;
}

/**
 * An image that shows the default picture when it has none or when it cannot load (offline and
 * never cached, or removed): the defaults are precached by the service worker.
 */
export function FallbackImage({ src, fallback, alt = '', ...rest }: FallbackImageProps) {
  const onError = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const img = event.currentTarget;
      if (!img.src.endsWith(fallback)) img.src = fallback;
    },
    [fallback],
  );
  return (
    <img
      src={src || fallback}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={onError}
      {...rest}
    />
  );
}
