import type { KeyboardEvent } from "react";

/** The inputs a user types into, in the order the lines show them (cells, then each line's dimensions). */
const CELL_INPUT = ".line-cell input:not([disabled]):not([type='hidden'])";
const CELL_INPUTS = `.line-row ${CELL_INPUT}`;

const isOpenChoice = (element: HTMLElement) => element.getAttribute("role") === "combobox" && element.getAttribute("aria-expanded") === "true";

/** Focuses the first cell of the editor's last line once React has drawn it. */
export function focusLastLine(editor: HTMLElement): void {
  requestAnimationFrame(() => {
    const rows = editor.querySelectorAll<HTMLElement>(".line-row");
    rows[rows.length - 1]?.querySelector<HTMLInputElement>(CELL_INPUT)?.focus();
  });
}

/**
 * Moves to the next cell; past the last cell of the last line, adds a line and goes to its first cell.
 * Returns false when the key is not the editor's (the target is not a cell).
 */
function moveToNextCell(editor: HTMLElement, from: HTMLElement, addLine: () => void): boolean {
  const inputs = [...editor.querySelectorAll<HTMLInputElement>(CELL_INPUTS)];
  const index = inputs.indexOf(from as HTMLInputElement);
  if (index === -1) return false;
  const next = inputs[index + 1];
  if (next) next.focus();
  else {
    addLine();
    focusLastLine(editor);
  }
  return true;
}

/**
 * Enter in a cell goes to the next cell (never submits the form); an open choice list keeps Enter to
 * pick its option. Runs in the capture phase, before the cell's own keys.
 */
export function onEnterCapture(event: KeyboardEvent<HTMLElement>, addLine: () => void): void {
  if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (isOpenChoice(target)) return;
  if (moveToNextCell(event.currentTarget, target, addLine)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/** Tab goes to the next cell (past the line's buttons), after an open choice list has taken its option. */
export function onTab(event: KeyboardEvent<HTMLElement>, addLine: () => void): void {
  if (event.key !== "Tab" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  if (moveToNextCell(event.currentTarget, event.target as HTMLElement, addLine)) event.preventDefault();
}
