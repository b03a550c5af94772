// For inputs inside a form whose Enter means something of their own (a tag input adds the typed value, a
// multi-select picks the highlighted item): their Enter must not also submit the form around them.
import type { KeyboardEvent } from 'react';

export function preventEnterSubmit(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}
