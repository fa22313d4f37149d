/**
 * Text typed into a prerendered form before the app took it over: the page shows it, but the
 * form's state (useFields) started empty and React took the shown value as already known, so no
 * change would ever report it. Each such box is told again, the way typing would: its known value
 * emptied through React's own setter, the typed one put back past it, and an input event sent.
 */
export function adoptTypedValues(form: HTMLFormElement): void {
  const property = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!property?.set) return;
  const setDisplayed = (input: HTMLInputElement, value: string) => property.set?.call(input, value);
  for (const input of form.querySelectorAll('input')) {
    const typed = input.value;
    if (typed === '') continue;
    input.value = '';
    setDisplayed(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
