/** Spec section 5: "Library and playlist filters: case-insensitive substring". */
export function matches(text: string, filter: string): boolean {
  return text.toLocaleLowerCase('es').includes(filter.trim().toLocaleLowerCase('es'));
}
