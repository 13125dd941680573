/**
 * A text matcher for an element read as a whole: `getByText` reads only an element's own text, so a sentence whose
 * amounts sit in spans of their own ('Monthly <span>AUD 1.00</span> ex-GST') is found by this instead. It matches the
 * innermost element whose text, its children's included, is exactly `text`.
 */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((child) => child.textContent !== text);
