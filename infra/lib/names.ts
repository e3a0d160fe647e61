/** `mail` → `Mail`: construct ids from routing and queue names. */
export function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
