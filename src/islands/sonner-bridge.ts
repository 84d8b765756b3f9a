import type { FocusEvent } from 'react';
import { toast as sonner } from 'sonner';
import type { Toast } from '../client/toasts';

export const TOAST_DURATION_MS = 4000;

const byKind = { success: sonner.success, error: sonner.error, info: sonner.info } satisfies Record<
  Toast['kind'],
  unknown
>;

const isKind = (type: unknown): type is Toast['kind'] => typeof type === 'string' && type in byKind;

let held = false;

const currentDuration = (): number => (held ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS);

export function showToast({ kind, message, description }: Toast): void {
  byKind[kind](message, { description, duration: currentDuration() });
}

// sonner restarts a toast's timer when its duration changes.
function holdToasts(hold: boolean): void {
  held = hold;
  const duration = currentDuration();
  for (const active of sonner.getToasts())
    if ('type' in active && isKind(active.type))
      byKind[active.type](active.title, { id: active.id, duration });
}

/** sonner pauses its timers while hovered, not while focused: keyboard users get the same time. */
export const holdToastsWhileFocused = {
  onFocus: () => {
    if (!held) holdToasts(true);
  },
  onBlur: (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) holdToasts(false);
  },
};
