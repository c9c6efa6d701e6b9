import { UnstyledButton } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { RouterAnchor } from '../lib/RouterAnchor';
import classes from './BottomBar.module.css';
import { bottomBarItems, isCurrentPath } from './nav-items';

/** Spec section 2 mobile bottom bar (below 768 px). */
export function BottomBar({ profileHref }: { profileHref: string }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <nav className={classes.bar} aria-label="Navegación inferior">
      {bottomBarItems(profileHref).map(({ label, href, icon: Icon }) => {
        const active = isCurrentPath(pathname, href);
        return (
          <UnstyledButton
            key={label}
            component={RouterAnchor}
            href={href}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={22} aria-hidden />
            <span className={classes.label}>{label}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
