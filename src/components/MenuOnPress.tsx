import {
  type ButtonHTMLAttributes,
  cloneElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface MenuOnPressProps {
  /** The menu's button, drawn alone until pressed; the built menu draws the same as its target. */
  button: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** Starts loading the menu's code: when a pointer comes over the button or it gets focus. */
  prepare: () => unknown;
  /** The menu (lazily loaded), built when the button is first pressed; it opens itself. */
  children: ReactNode;
}

/**
 * A menu whose button is drawn at once and whose menu is loaded and built when first pressed.
 * A Mantine menu is a popover with floating-ui and a transition, each with its own code and
 * stylesheets; built at start, the signed-in top bar's two menus added about a fifth of Lighthouse's
 * TBT to every signed-in screen for menus that are rarely opened (docs/performance-log.md). Their code loads as a finger or a pointer
 * reaches the button, before the press.
 */
export function MenuOnPress({ button, prepare, children }: MenuOnPressProps) {
  const [built, setBuilt] = useState(false);
  const closedButton = { 'aria-haspopup': 'menu' as const, 'aria-expanded': false };
  if (built) {
    // While the menu's code is still on its way, the button says it is busy.
    const loading = cloneElement(button, { ...closedButton, 'aria-busy': true });
    return <Suspense fallback={loading}>{children}</Suspense>;
  }
  return cloneElement(button, {
    ...closedButton,
    onPointerEnter: prepare,
    onFocus: prepare,
    onClick: () => setBuilt(true),
  });
}

/**
 * The opened state of a menu built by a press: closed on its first render, then open, as any
 * menu opens (a popover mounted open is drawn before it has a position).
 */
export function useOpenedOnceBuilt() {
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  return [opened, setOpened] as const;
}

/**
 * Focus given back to a built menu's button when the menu closes. Built at the press, the menu
 * cannot know the button focused before it (the stand-in it replaced), so Mantine's own return
 * focuses nothing; and on a loaded machine the dropdown's focus trap can take focus back into the
 * fading dropdown after the close, leaving it on nothing once the dropdown goes. So at the close's
 * next frame, and again when the fade ends, focus goes to the button if it is on nothing, on a
 * removed element or inside the dropdown; a person who moved on elsewhere keeps it. Spread
 * `menuProps` on the AppMenu; `target` goes on Menu.Target's button, `dropdown` on Menu.Dropdown.
 */
export function useFocusGivenBack(onClose?: () => void) {
  const target = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const giveBack = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost || dropdown.current?.contains(active)) target.current?.focus();
  };
  const menuProps = {
    onClose: () => {
      onClose?.();
      requestAnimationFrame(giveBack);
    },
    onExitTransitionEnd: giveBack,
  };
  return { target, dropdown, menuProps };
}
