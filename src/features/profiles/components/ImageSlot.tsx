import { Loader } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { IMAGE_ACCEPT } from '../../../../domain/uploads';
import classes from './Profile.module.css';

export interface ImageSlotProps {
  /** 'Cambiar portada' for the owner, 'Ampliar portada' for everyone else. */
  label: string;
  /** The image as drawn (default picture included). */
  children: ReactNode;
  /** The owner picks a new file; null for everyone else, who enlarge instead. */
  onPick: ((file: File) => void) | null;
  onEnlarge: () => void;
  /** Asked before the file chooser opens: a reason not to open it (offline), or null. */
  blockedReason?: () => string | null;
  onBlocked?: (reason: string) => void;
  busy: boolean;
  hint?: ReactNode;
  className?: string;
}

/**
 * Banner or avatar as one button: the owner changes it in place (a file chooser), others enlarge
 * it (spec section 6: only the owner changes banner and avatar).
 */
export function ImageSlot({
  label,
  children,
  onPick,
  onEnlarge,
  blockedReason,
  onBlocked,
  busy,
  hint,
  className,
}: ImageSlotProps) {
  const input = useRef<HTMLInputElement>(null);

  const activate = () => {
    if (busy) return;
    if (!onPick) {
      onEnlarge();
      return;
    }
    const reason = blockedReason?.() ?? null;
    if (reason) onBlocked?.(reason);
    else input.current?.click();
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file may be chosen again after a failure.
    event.currentTarget.value = '';
    if (file && onPick) onPick(file);
  };

  return (
    <>
      <button
        type="button"
        className={`${classes.imageButton} ${className ?? ''}`}
        aria-label={label}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={activate}
      >
        {children}
        {onPick && !busy && hint}
        {busy && (
          <span className={classes.busy}>
            <Loader size="md" aria-hidden />
          </span>
        )}
      </button>
      {onPick && (
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={picked}
        />
      )}
    </>
  );
}

export function ChangeHint({ text }: { text: string }) {
  return (
    <span className={classes.changeHint} aria-hidden>
      <IconCamera size={16} />
      {text}
    </span>
  );
}

export function AvatarHint() {
  return (
    <span className={classes.avatarHint} aria-hidden>
      <IconCamera size={18} />
    </span>
  );
}
