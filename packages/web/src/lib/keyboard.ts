import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from "react";

/**
 * A form's `onKeyDown`: Enter in a field does not submit the form (the browser's implicit submission);
 * saving is the Save button or Ctrl+S. Enter on a button still presses it.
 */
export const preventEnterSubmit = (event: ReactKeyboardEvent<HTMLElement>): void => {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement && !event.nativeEvent.isComposing) event.preventDefault();
};

/** Ctrl+S or ⌘S, without other modifiers. */
export const isSaveShortcut = (event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s";

/**
 * Ctrl+S (⌘S) runs `save` instead of the browser's "save page", while `save` is given (a form that
 * may be saved). The focused field is left first, so a date or choice still being typed is committed.
 */
export function useSaveShortcut(save: (() => void) | null | undefined): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event) || !latest.current || event.repeat) return;
      event.preventDefault();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      setTimeout(() => latest.current?.(), 0);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
