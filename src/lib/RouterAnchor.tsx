import { useRouter } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useCallback } from 'react';

export interface RouterAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An ordinary link that navigates inside the app without a page load. It takes any path as a string
 * (typed <Link> only accepts registered routes); a path with no route gets 'Página no encontrada'.
 */
export function RouterAnchor({ href, onClick, target, ref, ...rest }: RouterAnchorProps) {
  const router = useRouter();
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || target === '_blank' || !isPlainLeftClick(event)) return;
      event.preventDefault();
      void router.navigate({ href });
    },
    [href, onClick, router, target],
  );
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
}
