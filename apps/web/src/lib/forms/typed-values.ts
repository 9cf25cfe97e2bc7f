/**
 * A form's first values once its code runs: what the visitor typed, chose or ticked in the
 * server's markup of the form `formId` before the code arrived (the markup is the form's, and
 * React keeps its nodes when it hydrates), field by field as `initial` names them; `initial`
 * where the form is not in the document (the server, or a render in the browser) or a field is
 * not a text, choice or checkbox. react-hook-form would otherwise put `initial` back in the fields.
 */
export function typedValues<T extends object>(formId: string, initial: T): T {
  if (typeof document === 'undefined') return initial;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return initial;
  const values = { ...initial } as Record<string, unknown>;
  for (const [name, first] of Object.entries(initial)) {
    const field = form.elements.namedItem(name);
    if (typeof first === 'boolean' && field instanceof HTMLInputElement) values[name] = field.checked;
    else if (typeof first === 'string' && field && 'value' in field) values[name] = field.value;
  }
  return values as T;
}
