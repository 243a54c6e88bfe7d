/** "Patricia" for "Patricia Gómez": how the dashboards greet the person signed in. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
